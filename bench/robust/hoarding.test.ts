// The hoarding attempt of the security review (its finding 1), against a real shop process with the
// shop's real limits: one client tries to hold every unit of every plant without paying. It gets at most 3
// unpaid orders, each holding at most the plant's cap (2, 4 or 6 in the demo shop), and a shopper from another
// address still buys.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, type ShopProcess, startShop } from '../lib/shop-process.ts';
import { guestOrder } from '../lib/scenarios.ts';

interface Product {
  id: number;
  qty: number;
  maxPerOrder: number;
}

let shop: ShopProcess;
beforeAll(async () => {
  // The real limits (the bench's shops lift them); one proxy hop, so each test client has its own address.
  shop = await startShop({ port: 3412, from: 'source', env: { ORDER_RATE_LIMIT: '10', PENDING_ORDER_LIMIT: '3', TRUST_PROXY: '1' } });
});
afterAll(() => shop?.stop());

describe('the hoarding attempt', () => {
  test('one client cannot make the shop look sold out; a normal shopper still buys', async () => {
    const before = (await api<Product[]>(shop.url, '/api/products')).body;
    const totalBefore = before.reduce((sum, p) => sum + p.qty, 0);
    // Everything, as in the review: every plant at its whole stock, again and again, with fresh emails.
    // Whole-stock lines are over the per-order cap: refused before anything is held, then the address is
    // out of orders for the minute.
    const everything = before.filter((p) => p.qty > 0).map((p) => ({ productId: p.id, qty: p.qty }));
    const greedy = [];
    for (let i = 0; i < 12; i += 1) {
      const body = { ...guestOrder(everything), userEmail: `hoarder${i}@example.com` };
      greedy.push((await api(shop.url, '/api/orders', { body, headers: { 'x-forwarded-for': '198.51.100.13' } })).status);
    }
    expect(greedy).toEqual([...Array(10).fill(400), 429, 429]);

    // The most one client can hold: at most 3 unpaid orders, each at most the plant's cap (less of a plant
    // with less left), whatever the emails.
    const held = [];
    let most = 0;
    for (let i = 0; i < 5; i += 1) {
      const now = (await api<Product[]>(shop.url, '/api/products')).body.filter((p) => p.qty > 0);
      const lines = now.map((p) => ({ productId: p.id, qty: Math.min(p.qty, p.maxPerOrder) }));
      const body = { ...guestOrder(lines), userEmail: `capped${i}@example.com` };
      const status = (await api(shop.url, '/api/orders', { body, headers: { 'x-forwarded-for': '198.51.100.14' } })).status;
      if (status === 201) most += lines.reduce((sum, line) => sum + line.qty, 0);
      held.push(status);
    }
    expect(held).toEqual([201, 201, 201, 429, 429]);

    const after = (await api<Product[]>(shop.url, '/api/products')).body;
    const totalAfter = after.reduce((sum, p) => sum + p.qty, 0);
    const heldUnits = totalBefore - totalAfter;
    const heldShare = heldUnits / totalBefore;
    console.log(`hoarding: held ${heldUnits} of ${totalBefore} units (${(heldShare * 100).toFixed(1)}%); ${after.filter((p) => p.qty > 0).length} of ${after.length} plants still on sale`);
    expect(heldUnits).toBe(most);
    expect(heldShare).toBeLessThan(1);

    // A real shopper, from their own address, buys a plant the hoarder went for.
    const wanted = after.filter((p) => p.qty > 0).sort((a, b) => b.qty - a.qty)[0]!;
    const shopper = await api<{ id: number; checkoutToken: string }>(shop.url, '/api/orders', {
      body: { ...guestOrder([{ productId: wanted.id, qty: 1 }]), userEmail: 'real.person@example.com' },
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    expect(shopper.status).toBe(201);
    const page = await api<string>(shop.url, '/api/orders/checkout', { body: shopper.body, headers: { 'x-checkout-token': shopper.body.checkoutToken } });
    expect(page.status).toBe(200);
  });
});
