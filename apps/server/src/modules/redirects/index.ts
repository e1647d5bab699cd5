/** The redirects' public face (docs/decisions/060-addresses-that-survive-the-move.md): where an address with no page goes. */
export { findRedirect } from './find-redirect.ts';
