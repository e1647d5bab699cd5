import type { PublicShop } from '@shop/shared/store-settings';

/** A shop as an owner named it, for tests of what pages say (decision 045). */
export const TEST_SHOP: PublicShop = {
  name: 'Fernwood Plants',
  legalName: 'Fernwood Plants LLC',
  tagline: 'Green things for small rooms',
  accentColour: '#2f5a3f',
  contactEmail: 'hello@fernwood.test',
  phone: '(919) 555-0101',
  address: { street1: '12 Oak St', street2: '', city: 'Durham', state: 'NC', zip: '27701' },
  social: {},
  timeZone: 'America/New_York',
  logo: null,
};
