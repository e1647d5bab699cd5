/** The demo catalogue's public face (decision 048): what is left of it, for the dashboard's launch facts, and its removal. */
export { demoCatalogueState } from './demo-catalogue-state.ts';
export { removeDemoCatalogue } from './remove-demo-catalogue.ts';
