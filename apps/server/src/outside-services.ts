import type { Config } from './config.ts';
import type { OutsideServices } from './context.ts';
import { mailerFrom } from './modules/email/index.ts';
import { paymentProviders } from './modules/payments/index.ts';

/** The outside services as the configuration asks for them (decision 037): what `buildApp` uses unless handed others. */
export function outsideServices(config: Config): OutsideServices {
  return { payments: paymentProviders(config), mailer: mailerFrom(config) };
}
