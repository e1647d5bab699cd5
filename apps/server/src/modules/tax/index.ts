/**
 * The tax module's public face (decisions 034, 046): where the shop collects sales tax and at which rate,
 * the state's or its ZIP table's. The amounts themselves are the one pricing quote's.
 */
export { type AddressTax, addressTax, zipListed } from './address-tax.ts';
export { listTaxStates } from './tax-states.ts';
