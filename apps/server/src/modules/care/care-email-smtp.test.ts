import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { adminToken, createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { decoded, startSmtpServer } from '../email/email.test-support.ts';
import { shippedCareOrder } from './care.test-support.ts';
import { DAY_MS, startOfUtcDay } from './care-schedule.ts';

const clock = testClock(new Date());
let shop: TestShop;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createTestShop({ clock, config: { smtpUrl: smtp.url, mailFrom: 'Houseplant Shop <care@shop.test>' } });
});
afterAll(async () => {
  await shop.close();
  await smtp.close();
});

/** The message's header block, folded lines joined, as `name: value` lines. */
function headers(raw: string): Map<string, string> {
  const block = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new Map(block.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
}

const sweep = (at: Date) => {
  clock.set(at);
  return runMinuteSweep({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services }, at);
};

describe('care emails over SMTP', () => {
  test('carry List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), and a POST to that address with no session stops them', async () => {
    const admin = await adminToken(shop);
    const made = await shop.request({ method: 'GET', url: '/api/products' });
    const monstera = made.json<{ id: number; name: string; care: { waterEveryDays: number } }[]>().find((product) => product.name === 'Monstera Deliciosa')!;
    const start = clock.now();
    await shippedCareOrder(shop, admin, { clock, email: 'fern.owner@example.com', lines: [{ productId: monstera.id, qty: 1 }] });
    const welcome = new Date(startOfUtcDay(start).getTime() + 3 * DAY_MS + 14 * 60 * 60 * 1000);
    await sweep(new Date(start.getTime() + 60_000));
    const before = smtp.received.length;

    await sweep(new Date(welcome.getTime() + 30_000));
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['fern.owner@example.com']);
    const head = headers(mail.raw);
    expect(head.get('subject')).toBe('How to care for your new plant: Monstera Deliciosa');
    const unsubscribe = head.get('list-unsubscribe')!;
    expect(unsubscribe).toMatch(/^<http:\/\/shop\.test\/care\/unsubscribe\/[A-Za-z0-9_-]{32}>$/);
    expect(head.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = unsubscribe.slice(1, -1);
    // The same address as a visible link, in the text and the HTML part.
    expect(decoded(mail.raw)).toContain(`Stop them with one click: ${url}`);
    expect(decoded(mail.raw)).toContain(`<a href="${url}"`);
    expect(decoded(mail.raw)).toContain('Light: Partial/Bright indirect');
    expect(decoded(mail.raw)).toContain('Pets: Toxic to cats and dogs');

    // The first watering reminder carries them too.
    const firstWater = new Date(welcome.getTime() + monstera.care.waterEveryDays * DAY_MS);
    await sweep(new Date(firstWater.getTime() + 30_000));
    expect(smtp.received).toHaveLength(before + 2);
    expect(headers(smtp.received.at(-1)!.raw).get('subject')).toBe('Watering day: Monstera Deliciosa');
    expect(headers(smtp.received.at(-1)!.raw).get('list-unsubscribe')).toBe(unsubscribe);
    expect(headers(smtp.received.at(-1)!.raw).get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // What a mail app does on "Unsubscribe": a POST of List-Unsubscribe=One-Click to that address, no cookies, no token.
    const oneClick = await shop.request({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(oneClick.statusCode).toBe(200);

    for (let day = 1; day <= 60; day += 1) await sweep(new Date(firstWater.getTime() + day * DAY_MS + 30_000));
    // The review request (decision 041) has its own list and still comes once; no care email does.
    const careMails = smtp.received.slice(before).filter((each) => headers(each.raw).get('list-unsubscribe')?.includes('/care/unsubscribe/'));
    expect(careMails).toHaveLength(2);
  }, 120_000);
});
