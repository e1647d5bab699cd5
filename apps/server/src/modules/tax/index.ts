/**
 * The tax module's public face (decision 034): where the shop collects sales tax and at which rate. The
 * amounts themselves are the one pricing quote's.
 */
export { listTaxStates, type StateTax, stateTax } from './tax-states.ts';
