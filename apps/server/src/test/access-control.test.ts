import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountAccess } from '../modules/accounts/accounts.access-cases.ts';
import { careAccess } from '../modules/care/care.access-cases.ts';
import { checkoutReminderAccess } from '../modules/checkout-reminders/checkout-reminders.access-cases.ts';
import { cartAccess } from '../modules/cart/cart.access-cases.ts';
import { catalogAccess } from '../modules/catalog/catalog.access-cases.ts';
import { catalogCsvAccess } from '../modules/catalog-csv/catalog-csv.access-cases.ts';
import { customersCsvAccess } from '../modules/customers-csv/customers-csv.access-cases.ts';
import { checkoutAccess } from '../modules/checkout/checkout.access-cases.ts';
import { claimAccess } from '../modules/claims/claims.access-cases.ts';
import { dashboardAccess } from '../modules/dashboard/dashboard.access-cases.ts';
import { demoCatalogueAccess } from '../modules/demo-catalogue/demo-catalogue.access-cases.ts';
import { auditAccess } from '../modules/audit/audit.access-cases.ts';
import { launchAccess } from '../modules/launch/launch.access-cases.ts';
import { imageAccess } from '../modules/images/images.access-cases.ts';
import { notificationsAccess } from '../modules/notifications/notifications.access-cases.ts';
import { orderAccess } from '../modules/orders/orders.access-cases.ts';
import { pageAccess } from '../modules/pages/pages.access-cases.ts';
import { promoAccess } from '../modules/promos/promos.access-cases.ts';
import { redirectAccess } from '../modules/redirects/redirects.access-cases.ts';
import { fulfilmentAccess } from '../modules/fulfilment/fulfilment.access-cases.ts';
import { pickupOrderAccess } from '../modules/checkout/pickup.access-cases.ts';
import { reviewAccess } from '../modules/reviews/reviews.access-cases.ts';
import { settingsAccess } from '../modules/settings/settings.access-cases.ts';
import { shippingAccess } from '../modules/shipping/shipping.access-cases.ts';
import { stockAlertAccess } from '../modules/stock-alerts/stock-alerts.access-cases.ts';
import { storefrontAccess } from '../modules/storefront/storefront.access-cases.ts';
import { taxAccess } from '../modules/tax/tax.access-cases.ts';
import { taxReportAccess } from '../modules/tax-report/tax-report.access-cases.ts';
import { wishlistAccess } from '../modules/wishlist/wishlist.access-cases.ts';
import type { AccessCase, Fixtures } from './access.ts';
import { adminToken, createTestShop, createUser } from './harness.ts';

/** Every /api endpoint and what each actor gets; each module lists its own rows. */
const table: AccessCase[] = [...catalogAccess, ...catalogCsvAccess, ...promoAccess, ...imageAccess, ...accountAccess, ...customersCsvAccess, ...wishlistAccess, ...cartAccess, ...orderAccess, ...checkoutAccess, ...careAccess, ...stockAlertAccess, ...dashboardAccess, ...shippingAccess, ...taxAccess, ...pageAccess, ...taxReportAccess, ...claimAccess, ...reviewAccess, ...settingsAccess, ...notificationsAccess, ...storefrontAccess, ...demoCatalogueAccess, ...launchAccess, ...redirectAccess, ...auditAccess, ...fulfilmentAccess, ...pickupOrderAccess, ...checkoutReminderAccess];

const actors = ['anonymous', 'shopper', 'otherShopper', 'admin'] as const;

let fx: Fixtures;

beforeAll(async () => {
  const shop = await createTestShop();
  const shopper = await createUser(shop);
  const otherShopper = await createUser(shop);
  const admin = { id: 0, token: await adminToken(shop) };
  fx = { shop, shopper, otherShopper, admin };
});
afterAll(() => fx.shop.close());

describe('access control', () => {
  test('the table lists every /api endpoint the server has', () => {
    const listed = new Set(table.map((row) => `${row.method} ${row.route}`));
    const served = fx.shop.app.routeList
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url}`);
    expect(served.filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !served.includes(route))).toEqual([]);
  });

  for (const row of table) {
    for (const actor of actors) {
      test(`${row.method} ${row.route} as ${actor} -> ${row.expect[actor]}`, async () => {
        const { url, payload, headers } = await row.request(fx);
        const token = actor === 'anonymous' ? undefined : fx[actor].token;
        const response = await fx.shop.request({ method: row.method, url, payload: payload as string, headers, token });
        expect(response.statusCode, response.body).toBe(row.expect[actor]);
      });
    }
  }
});
