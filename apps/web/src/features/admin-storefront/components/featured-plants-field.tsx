import { useEffect, useId, useState } from 'react';
import type { Product } from '@shop/shared/products';
import { type FeaturedPlant, STOREFRONT_LIMITS } from '@shop/shared/storefront-content';
import { inputClass } from '../../../components/ui/field.tsx';
import { messageOf } from '../../../lib/api.ts';
import { webpUrl } from '../../../lib/images.ts';
import { findPlants } from '../admin-storefront-api.ts';
import { Alert } from '../../../components/ui/alert.tsx';

interface FeaturedPlantsFieldProps {
  value: FeaturedPlant[];
  error?: string | undefined;
  onChange: (plants: FeaturedPlant[]) => void;
}

const small = 'rounded-full border border-sand-300 px-3 py-1.5 text-xs font-semibold text-forest-900 hover:border-forest-900 disabled:cursor-not-allowed disabled:opacity-40';

/** The plants the landing features, in the owner's order: found by name, moved up or down, removed. */
export function FeaturedPlantsField({ value, error, onChange }: FeaturedPlantsFieldProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<{ search: string; plants: Product[]; error: string } | null>(null);
  const full = value.length >= STOREFRONT_LIMITS.featured;

  useEffect(() => {
    const words = search.trim();
    if (words === '') return;
    const controller = new AbortController();
    // A short pause after typing, so a word is one request, not one per letter.
    const timer = setTimeout(() => {
      findPlants(words, controller.signal).then(
        (plants) => setFound({ search: words, plants, error: '' }),
        (failure: unknown) => {
          if (!controller.signal.aborted) setFound({ search: words, plants: [], error: messageOf(failure) });
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  const results = found && found.search === search.trim() ? found : null;

  return (
    <div>
      {value.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 bg-cream-50 px-4 py-3 text-sm text-muted">
          None chosen: the shop shows its first eight plants in stock.
        </p>
      ) : (
        <ol aria-label="Featured plants, in order" className="divide-y divide-sand-300 rounded-2xl border border-sand-300 bg-white">
          {value.map((plant, index) => (
            <li key={plant.id} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
              <span className="w-5 text-right text-xs font-semibold text-muted tabular-nums">{index + 1}</span>
              <img src={webpUrl(plant.imageURL)} alt="" className="size-10 rounded-lg object-cover" />
              <span className="min-w-0 flex-1 text-sm font-medium text-forest-900">
                {plant.name}
                {plant.qty === 0 ? <span className="ml-2 text-xs font-normal text-alert">Sold out: left out until it is back</span> : null}
              </span>
              <span className="flex gap-1.5">
                <button type="button" className={small} disabled={index === 0} aria-label={`Move ${plant.name} up`} onClick={() => move(index, -1)}>
                  ↑
                </button>
                <button type="button" className={small} disabled={index === value.length - 1} aria-label={`Move ${plant.name} down`} onClick={() => move(index, 1)}>
                  ↓
                </button>
                <button type="button" className={small} aria-label={`Remove ${plant.name}`} onClick={() => onChange(value.filter((other) => other.id !== plant.id))}>
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {error ? (
        <Alert className="mt-2">
          {error}
        </Alert>
      ) : null}
      <div className="mt-4">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-forest-900">
          Add a plant
        </label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          placeholder="A plant's name, such as fern"
          disabled={full}
          className={`${inputClass} border-sand-300`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <p className="mt-1.5 text-xs text-muted">
          {full ? `${STOREFRONT_LIMITS.featured} plants chosen: remove one to add another.` : `Up to ${STOREFRONT_LIMITS.featured}, in the order shown; phones show the first four.`}
        </p>
        {results && !full ? (
          <ul aria-label="Plants found" className="mt-2 space-y-1">
            {results.error ? <li className="text-sm text-alert">{results.error}</li> : null}
            {!results.error && results.plants.length === 0 ? <li className="text-sm text-muted">No plant matches “{results.search}”.</li> : null}
            {results.plants.map((plant) => {
              const chosen = value.some((other) => other.id === plant.id);
              return (
                <li key={plant.id} className="flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-cream-100">
                  <img src={webpUrl(plant.imageURL)} alt="" className="size-8 rounded-md object-cover" />
                  <span className="flex-1 text-sm text-forest-900">{plant.name}</span>
                  <button
                    type="button"
                    className={small}
                    disabled={chosen}
                    aria-label={chosen ? `${plant.name} is featured` : `Feature ${plant.name}`}
                    onClick={() => onChange([...value, { id: plant.id, name: plant.name, imageURL: plant.imageURL, qty: plant.qty }])}
                  >
                    {chosen ? 'Featured' : 'Add'}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
