import { afterAll, expect, test } from 'vitest';
import { createTestShop, type TestShop } from './harness.ts';

let shop: TestShop | undefined;
afterAll(() => shop?.close());

// Requests that touch only the database, one after another, as a load test's loops send them. On PGlite a
// query settles without yielding to timers: injected at once, such a loop starved every timer in the
// process, and a robustness test's deadline never fired (it ran until memory ran out).
test('a loop of requests through the test harness lets the process’s timers fire', async () => {
  shop = await createTestShop({ seed: 'none' });
  const running = shop;
  let fired = false;
  const timer = setTimeout(() => {
    fired = true;
  }, 5);
  const started = performance.now();
  let sent = 0;
  while (!fired && performance.now() - started < 5_000) {
    const answer = await running.request({ method: 'GET', url: '/api/products?limit=1' });
    expect(answer.statusCode).toBe(200);
    sent += 1;
  }
  clearTimeout(timer);
  expect(fired, `the 5 ms timer had not fired after ${sent} requests`).toBe(true);
});
