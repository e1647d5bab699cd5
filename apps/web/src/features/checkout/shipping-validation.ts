import { shippingForm, type ShippingForm } from '@shop/shared/orders';

export const SHIPPING_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'street1',
  'street2',
  'city',
  'state',
  'zip',
  'promoCode',
  'giftMessage',
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
/** The text fields, and the gift checkbox. */
export type ShippingValues = Record<ShippingField, string> & { gift: boolean };
export type ShippingErrors = Partial<Record<ShippingField, string>>;

export const emptyShipping: ShippingValues = {
  firstName: '',
  lastName: '',
  email: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  promoCode: '',
  gift: false,
  giftMessage: '',
};

/** A pickup asks no address (decision 067): the contact, the promo code and the gift options only. */
const pickupForm = shippingForm.omit({ street1: true, street2: true, city: true, state: true, zip: true });

/**
 * docs/product/rules.md#validation through the shared schema: the data when valid, else each invalid
 * field's message. For a pickup (`pickup`), the address is neither asked nor checked, and is handed over empty.
 */
export function validateShipping(
  values: ShippingValues,
  { pickup = false }: { pickup?: boolean } = {},
): { data: ShippingForm } | { errors: ShippingErrors } {
  if (pickup) {
    const picked = pickupForm.safeParse(values);
    if (picked.success) return { data: { ...picked.data, street1: '', street2: '', city: '', state: '', zip: '' } };
    return { errors: errorsOf(picked.error.issues) };
  }
  const result = shippingForm.safeParse(values);
  if (result.success) return { data: result.data };
  return { errors: errorsOf(result.error.issues) };
}

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ShippingErrors {
  const errors: ShippingErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as ShippingField | undefined;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

