import type { DeliveryEstimate } from '@shop/shared/delivery';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { weatherPlaces } from '../../db/schema/weather.ts';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { type NwsStandin, startNwsStandin } from './nws-standin.ts';
import { nwsWeather } from './nws-weather.ts';

// The weather cache every instance shares (decision 071): two instances of the shop on one database, each
// with its own NWS client and memory, against the NWS stand-in, which counts what it is asked. On PostgreSQL
// the second instance has its own connections, as a second machine would; on PGlite both share the one.
const THURSDAY = new Date('2026-12-03T16:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Each test asks about places of its own, and the clock only moves forward: each instance's memory holds
// what it learnt as long as the table does.
const RALEIGH = { lat: 35.7727, lon: -78.6324 };
const CHICAGO = { lat: 41.8858, lon: -87.6181 };

const clock = testClock(THURSDAY);
let standin: NwsStandin;
let shop: TestShop;
let secondDatabase: Database | null = null;
let other: FastifyInstance;

beforeAll(async () => {
  standin = await startNwsStandin();
  shop = await createTestShop({ clock, config: { weather: { apiUrl: standin.url, userAgent: 'Test shop (owner@shop.test)' } } });
  const url = (shop.database as Database & { url?: string }).url;
  secondDatabase = url ? await openDatabase({ databaseUrl: url, poolSize: 4 }) : null;
  other = await buildApp({ config: shop.config, database: secondDatabase ?? shop.database, logger: false, clock });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await secondDatabase?.close();
  await shop.close();
  await standin.close();
});
beforeEach(async () => {
  standin.set({ reset: true, start: clock.now().toISOString().slice(0, 10) });
  await shop.db.delete(weatherPlaces);
});

/** What the product page says for a ZIP, asked of one instance from an address of its own. */
async function delivery(instance: 'first' | 'second', zip: string, from: string): Promise<DeliveryEstimate> {
  const options = { method: 'GET' as const, url: `/api/delivery?zip=${zip}`, remoteAddress: from };
  const response = instance === 'first' ? await shop.request(options) : await other.inject(options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DeliveryEstimate;
}

/** Five shoppers on each instance asking about one ZIP at the same moment. */
const together = (zip: string, round: number) =>
  Promise.all(Array.from({ length: 10 }, (_, index) => delivery(index % 2 === 0 ? 'first' : 'second', zip, `10.${round}.0.${index + 1}`)));

const asked = () => standin.counts();

describe('one weather cache for every instance', () => {
  test('two instances asking about one place at once make one grid-point and one forecast request; an hour later, one more forecast', async () => {
    let before = asked();
    const first = await together('55401', 1);
    expect(new Set(first.map((answer) => answer.weather)).size).toBe(1);
    expect(first[0]!.weather).not.toBe('unknown');
    expect(asked().points - before.points).toBe(1);
    expect(asked().forecasts - before.forecasts).toBe(1);

    // Within the hour, nobody asks again, whichever instance is asked.
    clock.advance(59 * 60_000);
    await together('55401', 2);
    expect(asked().points - before.points).toBe(1);
    expect(asked().forecasts - before.forecasts).toBe(1);

    // The forecast's hour has passed: one forecast request between them; the grid is kept for weeks.
    clock.advance(2 * 60_000);
    before = asked();
    await together('55401', 3);
    expect(asked().forecasts - before.forecasts).toBe(1);
    expect(asked().points - before.points).toBe(0);

    // After 28 days the grid is asked again, once.
    clock.advance(29 * DAY);
    before = asked();
    await together('55401', 4);
    expect(asked().points - before.points).toBe(1);
    expect(asked().forecasts - before.forecasts).toBe(1);
  });

  test('an instance that stopped while asking holds no place for ever: once its lease runs out, another asks', async () => {
    const now = clock.now();
    await shop.db.insert(weatherPlaces).values({ place: '35.7727,-78.6324', leaseUntil: new Date(now.getTime() + 5_000), leaseToken: 'stopped-instance' });
    const client = nwsWeather({ baseUrl: standin.url, userAgent: 'Test shop (owner@shop.test)', clock, db: shop.db, timeoutMs: 400, pollMs: 50 });
    const before = asked();
    // It waits for the other's answer as long as its own call could take, then gives up without asking.
    expect(await client.forecast(RALEIGH)).toEqual({ ok: false, reason: 'timeout' });
    expect(asked().points - before.points).toBe(0);
    clock.advance(35_000); // past the lease, and past the rest the wait left this instance in
    expect((await client.forecast(RALEIGH)).ok).toBe(true);
    expect(asked().points - before.points).toBe(1);
  });

  test('a forecast another instance wrote is used as it is, until its own hour ends', async () => {
    const now = clock.now().getTime();
    const days = [{ date: '2026-12-03', lowF: 50, highF: 60 }];
    const grid = { office: 'STD', x: 4189, y: 27238 };
    await shop.db.insert(weatherPlaces).values({ place: '41.8858,-87.6181', grid, gridUntil: new Date(now + 20 * DAY), days, forecastUntil: new Date(now + 10 * 60_000) });
    const client = nwsWeather({ baseUrl: standin.url, userAgent: 'Test shop (owner@shop.test)', clock, db: shop.db });
    const before = asked();
    expect(await client.forecast(CHICAGO)).toEqual({ ok: true, days });
    expect(asked().forecasts - before.forecasts).toBe(0);
    clock.advance(11 * 60_000);
    const answer = await client.forecast(CHICAGO);
    expect(answer.ok && answer.days[0]!.lowF).not.toBe(50);
    // Only the forecast was asked, of the grid in the table, which was still good.
    expect(asked().byPath).toMatchObject({ '/gridpoints/STD/4189,27238/forecast': 1 });
    expect(asked().forecasts - before.forecasts).toBe(1);
    expect(asked().points - before.points).toBe(0);
  });

  test('the minute sweep deletes places whose grid and forecast have both expired, and keeps the others', async () => {
    await together('94103', 7);
    await delivery('second', '33101', '10.8.0.1');
    expect(await shop.db.select({ place: weatherPlaces.place }).from(weatherPlaces)).toHaveLength(2);
    // A place whose grid is still good stays, even with its forecast long expired.
    const now = clock.now().getTime();
    await shop.db.update(weatherPlaces).set({ gridUntil: new Date(now + 60 * DAY) }).where(eq(weatherPlaces.place, '25.7791,-80.1978'));
    const sweep = (at: number) => runMinuteSweep({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services }, new Date(at));
    expect((await sweep(now + 2 * HOUR)).weatherPlacesPruned).toBe(0);
    expect((await sweep(now + 29 * DAY)).weatherPlacesPruned).toBe(1);
    expect(await shop.db.select({ place: weatherPlaces.place }).from(weatherPlaces)).toEqual([{ place: '25.7791,-80.1978' }]);
  });
  test('while NWS fails, one instance asks (with its retries) and the other answers the same without asking', async () => {
    standin.set({ mode: '503' });
    const before = asked();
    const answers = await together('10001', 5);
    expect(answers.every((answer) => answer.weather === 'unknown')).toBe(true);
    // One first try and its two retries, from one instance: not six.
    expect(asked().points - before.points).toBe(3);
    // Both instances now rest: no shopper waits on NWS again for 30 s, and it is not asked.
    standin.set({ mode: 'normal' });
    await together('10001', 6);
    expect(asked().points - before.points).toBe(3);
  });
});
