/** Where the admin area starts (app/router.tsx); every admin screen's address is below it. */
export const ADMIN_ROOT = '/account/admin';
