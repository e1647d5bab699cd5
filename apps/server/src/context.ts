import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { CatalogueCache } from './modules/catalog/index.ts';
import type { Mailer } from './modules/email/index.ts';
import type { PaymentProviders } from './modules/payments/index.ts';
import type { StoreSettingsCache } from './modules/settings/index.ts';
import type { WeatherProvider } from './modules/weather/index.ts';

/**
 * The outside services `buildApp` makes once from the configuration and hands to the modules, which never
 * look them up themselves (decision 037); a test may pass its own. Stripe Tax is the payment provider's,
 * switched on by `config.stripe.automaticTax`.
 */
export interface OutsideServices {
  /** Stripe or the built-in test page for new checkouts, and each earlier session's own provider. */
  payments: PaymentProviders;
  /** SMTP, or `.eml` files in DATA_DIR/mail: what hands the outbox's emails over. */
  mailer: Mailer;
  /** The forecast at a destination (decision 044): the National Weather Service, or off. */
  weather: WeatherProvider;
}

/** What every module's routes receive: the configuration, the database, the clock, this instance's catalogue and the outside services. */
export interface AppContext extends OutsideServices {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  /** The catalogue in memory, kept fresh by the database's change events (decision 008). */
  catalogue: CatalogueCache;
  /** The shop's name and words in memory for the pages, kept fresh the same way (decision 045). */
  storeSettings: StoreSettingsCache;
}
