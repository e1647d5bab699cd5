// Large review photos sent in four parallel loops, on PGlite's one connection (docs/decisions/047): the
// audit's 644 KB PNG claiming 210 megapixels, and a photo at the pixel limit, over and over from four
// buyers. The shop's health check and a quote keep answering within 100 ms of their idle times (the median
// of each; every figure is printed).
import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop } from '../../apps/server/src/test/harness.ts';
import { makeProduct } from '../../apps/server/src/modules/catalog/catalog.test-support.ts';
import { reviewKeyOf, shippedOrder } from '../../apps/server/src/modules/reviews/reviews.test-support.ts';

let shop: TestShop | undefined;
afterAll(() => shop?.close());

function multipart(png: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----review-photo-load';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="leaf.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * One call, or a failure naming it after `limitMs`: a measurement that stalls says so in a sentence
 * instead of hanging the suite (it did once, on a machine whose cause was not found: docs/decisions/047).
 */
async function within<T>(limitMs: number, what: string, run: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${limitMs} ms while the photo loops ran`)),
      limitMs,
    );
  });
  try {
    return await Promise.race([run(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

async function timed(what: string, run: () => Promise<{ statusCode: number }>): Promise<number> {
  const started = performance.now();
  const answer = await within(10_000, what, run);
  expect(answer.statusCode).toBe(200);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const worst = (values: number[]) => Math.max(...values);

test('four parallel loops of large review photos leave /healthz and a quote under 100 ms on PGlite', async () => {
  process.env.TEST_DB = 'pglite';
  shop = await createTestShop();
  const running = shop;
  const admin = await adminToken(running);
  const fern = await makeProduct(running, admin, { price: 30, qty: 100 });
  const buyers = [];
  for (let i = 0; i < 4; i += 1) {
    const order = await shippedOrder(running, admin, {
      lines: [{ productId: fern.id, qty: 1 }],
      email: `loop${i}@example.com`,
    });
    buyers.push({
      orderId: order.id,
      key: await reviewKeyOf(running, order.id),
      address: `198.51.100.${10 + i}`,
    });
  }
  // The audit's photo: a flat colour compresses a 14,500 x 14,500 canvas into about 640 KB.
  const huge = multipart(
    await sharp({ create: { width: 14_500, height: 14_500, channels: 3, background: '#4a7c59' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  // A photo just under the limit (a 48-megapixel phone's), decoded in full.
  const large = multipart(
    await sharp({ create: { width: 8064, height: 6048, channels: 3, background: '#7c4a59' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  const quote = {
    method: 'POST' as const,
    url: '/api/orders/quote',
    payload: { cart: JSON.stringify([{ productId: fern.id, qty: 2 }]), state: 'IL', zip: '62701' },
  };
  // The same two calls on the idle shop, for the printed comparison.
  const idle = { health: [] as number[], quotes: [] as number[] };
  for (let i = 0; i < 10; i += 1) {
    idle.health.push(await timed('/healthz', () => running.request({ method: 'GET', url: '/healthz' })));
    idle.quotes.push(await timed('a quote', () => running.request(quote)));
  }

  let stop = false;
  const answers: number[] = [];
  const loops = buyers.map(async (buyer) => {
    for (let round = 0; !stop; round += 1) {
      const form = round % 2 === 0 ? huge : large;
      const sent = await within(30_000, 'a photo upload', () =>
        running.request({
          method: 'POST',
          url: `/api/reviews/orders/${buyer.orderId}/photos`,
          headers: { ...form.headers, 'x-review-key': buyer.key },
          payload: form.payload,
          remoteAddress: buyer.address,
        }),
      );
      answers.push(sent.statusCode);
    }
  });

  // A failed upload ends the run with its reason (below), not as an unhandled rejection meanwhile.
  for (const loop of loops) loop.catch(() => undefined);

  const health: number[] = [];
  const quotes: number[] = [];
  const until = performance.now() + 8_000;
  try {
    while (performance.now() < until) {
      health.push(await timed('/healthz', () => running.request({ method: 'GET', url: '/healthz' })));
      quotes.push(await timed('a quote', () => running.request(quote)));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    // However the measuring ends, the loops stop with it (a failed measurement must not leave them running).
    stop = true;
    await Promise.all(loops);
  }

  const counts = [...new Set(answers)]
    .sort()
    .map((status) => `${answers.filter((each) => each === status).length} x ${status}`);
  console.log(
    `review photo loops (PGlite): ${answers.length} uploads (${counts.join(', ')}); /healthz median ${Math.round(median(health))} ms, worst ${Math.round(worst(health))} ms; quote median ${Math.round(median(quotes))} ms, worst ${Math.round(worst(quotes))} ms (${health.length} samples each); idle: /healthz ${Math.round(median(idle.health))} ms, quote ${Math.round(median(idle.quotes))} ms`,
  );
  // Every answer is the customer's: stored, refused for its pixels, or the order's limits; never a 5xx.
  expect(answers.every((status) => status < 500)).toBe(true);
  expect(answers).toContain(201);
  // Under 100 ms more than the same call on the idle shop, measured above in the same run: on a quiet
  // machine that is under 100 ms outright (2 and 14 ms against 1 and 11 idle), and a machine busy with
  // other work does not fail it for its own slowness (the audit's shop took 2.4 s).
  expect(median(health) - median(idle.health)).toBeLessThan(100);
  expect(median(quotes) - median(idle.quotes)).toBeLessThan(100);
});
