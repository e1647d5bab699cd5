/** The server cart's public face (decision 006): what checkout may do to a buyer's cart (empty it once the order is paid). */
export { purgeCart } from './purge-cart.ts';
