import { type FormEvent, useState } from 'react';
import type { ShippingRate } from '@shop/shared/shipping';
import { SHIPMENT_STATUSES } from '@shop/shared/shipment-status';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { ORDER_FILTERS, type OrderFilter } from '../order-labels.ts';
import { EMPTY_ORDER_SEARCH, type OrderSearch, SHIPMENT_LABELS } from '../order-search-params.ts';

/**
 * The orders list's search and filters (decision 069). Nothing is asked until "Search": at 100,000 orders
 * a request per keystroke is wasted work. A new search starts at the newest page.
 */
export function OrderFilters({ search, rates, onSearch }: { search: OrderSearch; rates: readonly ShippingRate[]; onSearch: (search: OrderSearch) => void }) {
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);
  // The address changed (back, a shared link): the form follows it.
  if (shown !== search) {
    setShown(search);
    setDraft(search);
  }
  const set = (key: keyof OrderSearch) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const datesWrong = draft.from !== '' && draft.to !== '' && draft.from > draft.to;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!datesWrong) onSearch({ ...draft, q: draft.q.trim(), tag: draft.tag.trim(), before: '' });
  }

  return (
    <form role="search" aria-label="Search orders" onSubmit={submit} className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-2xl border border-sand-300 bg-white p-4 lg:grid-cols-4 lg:gap-x-4">
      <Field
        label="Search"
        type="search"
        name="q"
        value={draft.q}
        onChange={set('q')}
        maxLength={100}
        placeholder="Order number, name, email or tracking"
        className="col-span-2"
      />
      <SelectField label="Status" name="status" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value as OrderFilter | '' })}>
        {ORDER_FILTERS.map((filter) => (
          <option key={filter.value} value={filter.value}>
            {filter.label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Shipment" name="shipment" value={draft.shipment} onChange={set('shipment')}>
        <option value="">Any shipment</option>
        {SHIPMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {SHIPMENT_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <Field label="Placed from" type="date" name="from" value={draft.from} onChange={set('from')} />
      <Field label="Placed to" type="date" name="to" value={draft.to} onChange={set('to')} error={datesWrong ? 'The to date is before the from date' : undefined} />
      <SelectField label="Rate" name="rate" value={draft.rate} onChange={set('rate')}>
        <option value="">Any rate</option>
        {rates.map((rate) => (
          <option key={rate.id} value={String(rate.id)}>
            {rate.name}
          </option>
        ))}
      </SelectField>
      <Field label="Tag" name="tag" value={draft.tag} onChange={set('tag')} maxLength={30} placeholder="vip" />
      <div className="col-span-2 flex flex-wrap items-end gap-3 lg:col-span-4">
        <Button type="submit" className="px-6 py-3 text-sm">
          Search
        </Button>
        <Button type="button" variant="secondary" className="px-6 py-3 text-sm" onClick={() => onSearch(EMPTY_ORDER_SEARCH)}>
          Clear
        </Button>
      </div>
    </form>
  );
}
