// The demo shop's shipping rates and sales tax (decision 034): what a US plant shop commonly charges,
// as data for the owner to replace in the admin.

export const DEMO_SHIPPING_RATES = [
  { name: 'Standard', priceCents: 995, freeFromCents: 7500, minDays: 3, maxDays: 6, position: 0 },
  { name: 'Expedited', priceCents: 2495, freeFromCents: null, minDays: 1, maxDays: 3, position: 1 },
];

/** Demo data to replace: the shop collects in California only, at the state's base rate of 7.25%. */
export const DEMO_TAX_STATES = [{ state: 'CA', rateBasisPoints: 725, shippingTaxable: false, foodPlantsExempt: true }];

/** Food-producing plants in the demo catalogue: exempt from sales tax where the owner ticks it. */
export const DEMO_FOOD_PLANTS = ['Olive Tree'];
