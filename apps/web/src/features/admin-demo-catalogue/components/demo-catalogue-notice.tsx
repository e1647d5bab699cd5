import { type DemoCatalogue, type DemoCatalogueRemoved, hasDemoCatalogue } from '@shop/shared/demo-catalogue';
import { RemoveDemoCatalogue } from './remove-demo-catalogue.tsx';

/** On the products screen while the demo catalogue is there (decision 048): what it is, and the way out. */
export function DemoCatalogueNotice({ state, onRemoved }: { state: DemoCatalogue; onRemoved: (removed: DemoCatalogueRemoved) => void }) {
  if (!hasDemoCatalogue(state)) return null;
  const plants = state.plants === 1 ? '1 demo plant' : `${state.plants} demo plants`;
  const codes = state.promos === 1 ? '1 promo code' : `${state.promos} promo codes`;
  return (
    <section aria-labelledby="demo-catalogue" className="flex flex-col gap-4 rounded-2xl border border-sand-300 bg-sage-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm text-forest-900">
        <h2 id="demo-catalogue" className="font-semibold">
          The shop still has its demo catalogue
        </h2>
        <p className="mt-1">
          {[state.plants > 0 ? plants : '', state.promos > 0 ? codes : ''].filter(Boolean).join(' and ')} came with the shop.
          Remove them before you add or import your own, so shoppers see only your plants.
        </p>
      </div>
      <RemoveDemoCatalogue onRemoved={onRemoved} className="shrink-0" />
    </section>
  );
}
