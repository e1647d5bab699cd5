import { SHIPMENT_STATUSES, type ShipmentStatus } from '@shop/shared/shipment-status';
import { type OrderFilter, parseOrderFilter } from './order-labels.ts';

/** The orders list's search and filters, as the address keeps them (shareable, decision 069). */
export interface OrderSearch {
  q: string;
  status: OrderFilter | '';
  shipment: ShipmentStatus | '';
  from: string;
  to: string;
  rate: string;
  tag: string;
  /** The page: the orders below this order number ('' the newest). */
  before: string;
}

export const EMPTY_ORDER_SEARCH: OrderSearch = { q: '', status: '', shipment: '', from: '', to: '', rate: '', tag: '', before: '' };
const KEYS = Object.keys(EMPTY_ORDER_SEARCH) as (keyof OrderSearch)[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the owner calls each state of a shipment, in the list's filter and its column. */
export const SHIPMENT_LABELS: Readonly<Record<ShipmentStatus, string>> = {
  waiting: 'Waiting to leave',
  shipped: 'On its way',
  delivered: 'Delivered',
  ready: 'Ready for pickup',
  'picked-up': 'Picked up',
};

/** Reads the address: a value the list does not know is dropped, so an old or mistyped link still opens. */
export function parseOrderSearch(params: URLSearchParams): OrderSearch {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const shipment = text('shipment');
  const day = (key: string) => (DAY.test(text(key)) ? text(key) : '');
  const number = (key: string) => (/^\d{1,9}$/.test(text(key)) ? text(key) : '');
  return {
    q: text('q').slice(0, 100),
    status: parseOrderFilter(text('status')) ?? '',
    shipment: (SHIPMENT_STATUSES as readonly string[]).includes(shipment) ? (shipment as ShipmentStatus) : '',
    from: day('from'),
    to: day('to'),
    rate: number('rate'),
    tag: text('tag').slice(0, 30),
    before: number('before'),
  };
}

/** The address (and the API's query) of a search: only the filters given, in a stable order. */
export function orderSearchParams(search: OrderSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (search[key] !== '') params.set(key, search[key]);
  return params;
}

/** True when anything narrows the list (the page aside). */
export function isFiltered(search: OrderSearch): boolean {
  return KEYS.some((key) => key !== 'before' && search[key] !== '');
}
