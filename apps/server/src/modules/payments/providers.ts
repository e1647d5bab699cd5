import type { Config } from '../../config.ts';
import type { PaymentProviders } from './provider-types.ts';
import { stripeProvider } from './stripe-provider.ts';
import { testProvider } from './test-provider.ts';

/**
 * The shop's payment providers, made once by `buildApp` (decision 037). New checkouts go to Stripe when
 * it is configured, else to the built-in test page; a session made earlier is asked of its own provider
 * (a Stripe session whose keys were removed since answers a 502 when asked).
 */
export function paymentProviders(config: Config): PaymentProviders {
  const byName = { stripe: stripeProvider(config), test: testProvider(config.publicUrl) };
  return { checkout: config.stripe ? byName.stripe : byName.test, of: (name) => byName[name] };
}
