import type { ShippingRate, ShippingSettings } from '@shop/shared/shipping';
import type { TestShop } from '../../test/harness.ts';

/**
 * Test support: the demo shop charges for shipping (Standard $9.95, free from $75; Expedited $24.95). A
 * test about something else (refunds, payments, emails) that counts cents can run on a shop that ships
 * everything free, as an owner who offers no rates does: every rate is made inactive through the admin API.
 */
export async function shipEverythingFree(shop: TestShop, adminToken: string): Promise<void> {
  const rates = (await shop.request({ method: 'GET', url: '/api/admin/shipping-rates', token: adminToken })).json() as ShippingRate[];
  for (const { id, name, price, freeFrom, minDays, maxDays, position } of rates) {
    const response = await shop.request({ method: 'PUT', url: `/api/admin/shipping-rates/${id}`, token: adminToken, payload: { name, price, freeFrom, minDays, maxDays, position, active: false } });
    if (response.statusCode !== 200) throw new Error(`rate ${id} not made inactive: ${response.body}`);
  }
}

/** Test support: the owner sets the shop's time zone (decision 050), the other shipping settings kept. */
export async function setShopTimeZone(shop: TestShop, adminToken: string, timeZone: string): Promise<void> {
  const settings = (await shop.request({ method: 'GET', url: '/api/admin/shipping-settings', token: adminToken })).json() as ShippingSettings;
  const saved = await shop.request({ method: 'PUT', url: '/api/admin/shipping-settings', token: adminToken, payload: { ...settings, timeZone } });
  if (saved.statusCode !== 200) throw new Error(`time zone not saved: ${saved.body}`);
}
