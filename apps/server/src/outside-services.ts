import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { OutsideServices } from './context.ts';
import type { Db } from './db/client.ts';
import { mailerFrom } from './modules/email/index.ts';
import { paymentProviders } from './modules/payments/index.ts';
import { nwsWeather, weatherOff } from './modules/weather/index.ts';

/**
 * The outside services as the configuration asks for them (decision 037): what `buildApp` uses unless handed
 * others. With the shop's database, the weather's cache is the one every instance shares (decision 071).
 */
export function outsideServices(config: Config, clock: Clock = systemClock, db?: Db): OutsideServices {
  const weather = config.weather ? nwsWeather({ baseUrl: config.weather.apiUrl, userAgent: config.weather.userAgent, clock, ...(db && { db }) }) : weatherOff;
  return { payments: paymentProviders(config), mailer: mailerFrom(config), weather };
}
