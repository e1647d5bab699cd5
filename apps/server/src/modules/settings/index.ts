/**
 * The settings module's public face (docs/decisions/045-the-owners-store-settings.md): the shop's own name,
 * words, contact, postal address and time zone, as pages, emails, slips and the payment page say them.
 */
export { readOwnerNotifications, saveOwnerNotifications } from './owner-notifications.ts';
export { readShop, readShopTimeZone, readStoreSettings } from './read-store-settings.ts';
export { saveShopTimeZone } from './save-store-settings.ts';
export { readStaffTwoFactorRequired, saveStaffTwoFactorRequired } from './staff-two-factor.ts';
export { settingsChanged, type ShopNow, StoreSettingsCache } from './store-settings-cache.ts';
