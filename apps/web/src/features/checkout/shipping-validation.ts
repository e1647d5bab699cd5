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

/** docs/product/rules.md#validation through the shared schema: the data when valid, else each invalid field's message. */
export function validateShipping(
  values: ShippingValues,
): { data: ShippingForm } | { errors: ShippingErrors } {
  const result = shippingForm.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: ShippingErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ShippingField | undefined;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors };
}
