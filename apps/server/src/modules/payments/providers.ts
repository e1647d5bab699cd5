import type { Config } from '../../config.ts';
import type { PaymentProvider, ProviderName } from './provider-types.ts';
import { stripeProvider } from './stripe-provider.ts';
import { testProvider } from './test-provider.ts';

const providers = new WeakMap<Config, Map<ProviderName, PaymentProvider>>();

/** The provider of a session made earlier, which may not be the one new checkouts use. */
export function providerFor(config: Config, name: ProviderName): PaymentProvider {
  let byName = providers.get(config);
  if (!byName) {
    byName = new Map();
    providers.set(config, byName);
  }
  let provider = byName.get(name);
  if (!provider) {
    provider = name === 'stripe' ? stripeProvider(config) : testProvider(config.publicUrl);
    byName.set(name, provider);
  }
  return provider;
}

/** New checkouts go to Stripe when it is configured, else to the built-in test page. */
export function checkoutProvider(config: Config): PaymentProvider {
  return providerFor(config, config.stripe ? 'stripe' : 'test');
}
