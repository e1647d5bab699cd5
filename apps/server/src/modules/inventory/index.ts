/**
 * The inventory's public face (decision 028): what other modules may call. Stock, holds for unpaid orders
 * and the movement ledger are the inventory's alone; nobody else writes them.
 */
export { adjustStock } from './adjust-stock.ts';
export { extendHold } from './extend-hold.ts';
export { findExpiredHolds, holdHasLapsed } from './find-expired-holds.ts';
export { holdStock } from './hold-stock.ts';
export { countOrdersHolding, heldUnits, loadStock } from './read-stock.ts';
export { releaseHolds } from './release-holds.ts';
export { restock } from './restock.ts';
export { retakeReleasedStock } from './retake-released-stock.ts';
export { sellHolds } from './sell-holds.ts';
export { setStock } from './set-stock.ts';
export { setUpStock, setUpStocks } from './set-up-stock.ts';
export { CATALOGUE_CHANNEL, listenForStockChanges, onStockChange, stockChangeOf } from './stock-changes.ts';
export { holdsStockAt, onHandOf } from './stock-sql.ts';
export { orderedVariants, wasOrdered } from './was-ordered.ts';
