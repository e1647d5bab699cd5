import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { testClock } from '../../test/harness.ts';
import { startNwsStandin } from './nws-standin.ts';
import { nwsWeather } from './nws-weather.ts';
import { weatherOff } from './weather-provider.ts';

// The shapes api.weather.gov answers (trimmed to what the shop reads and a little around it).
const POINT = {
  '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld'],
  type: 'Feature',
  properties: {
    '@id': 'https://api.weather.gov/points/44.9778,-93.265',
    cwa: 'MPX',
    gridId: 'MPX',
    gridX: 107,
    gridY: 71,
    forecast: 'https://api.weather.gov/gridpoints/MPX/107,71/forecast',
    timeZone: 'America/Chicago',
  },
};
const period = (number: number, startTime: string, isDaytime: boolean, temperature: number) => ({
  number,
  name: isDaytime ? 'Thursday' : 'Thursday Night',
  startTime,
  endTime: startTime,
  isDaytime,
  temperature,
  temperatureUnit: 'F',
  temperatureTrend: null,
  windSpeed: '10 mph',
  shortForecast: 'Snow Likely',
});
const FORECAST = {
  type: 'Feature',
  properties: {
    units: 'us',
    generatedAt: '2026-12-03T10:00:00+00:00',
    periods: [
      period(1, '2026-12-03T06:00:00-06:00', true, 24),
      period(2, '2026-12-03T18:00:00-06:00', false, 9),
      period(3, '2026-12-04T06:00:00-06:00', true, 31),
      period(4, '2026-12-04T18:00:00-06:00', false, 20),
    ],
  },
};
const GRID_EXPIRED = {
  correlationId: '1b2c3d',
  title: 'Forecast Grid Expired',
  type: 'https://api.weather.gov/problems/ForecastGridExpired',
  status: 503,
  detail: 'The requested forecast grid was issued 2026-12-02T10:00:00+00:00 and has expired.',
  instance: 'https://api.weather.gov/requests/1b2c3d',
};

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': status < 400 ? 'application/geo+json' : 'application/problem+json' });
  response.end(JSON.stringify(body));
};
const normal: Handler = (request, response) => {
  if (request.url === '/points/44.9778,-93.265') return json(response, 200, POINT);
  if (request.url === '/gridpoints/MPX/107,71/forecast') return json(response, 200, FORECAST);
  return json(response, 404, { title: 'Not Found', status: 404 });
};

let server: Server;
let baseUrl: string;
let handler: Handler = normal;
const seen: { url: string; userAgent: string }[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] ?? '' });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  handler = normal;
  seen.length = 0;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const MINNEAPOLIS = { lat: 44.97781, lon: -93.26501 };
const weather = (settings: { timeoutMs?: number; retryDelaysMs?: number[] } = {}) => {
  const clock = testClock(new Date('2026-12-03T16:00:00Z'));
  return { clock, provider: nwsWeather({ baseUrl, userAgent: 'Houseplant Shop (owner@shop.test)', clock, retryDelaysMs: [5, 5], ...settings }) };
};

describe('the National Weather Service client', () => {
  test("a place's days: the day's high and the night's low, asked with the shop's name as User-Agent", async () => {
    const { provider } = weather();
    expect(await provider.forecast(MINNEAPOLIS)).toEqual({
      ok: true,
      days: [
        { date: '2026-12-03', lowF: 9, highF: 24 },
        { date: '2026-12-04', lowF: 20, highF: 31 },
      ],
    });
    expect(seen.map((request) => request.url)).toEqual(['/points/44.9778,-93.265', '/gridpoints/MPX/107,71/forecast']);
    expect(seen.every((request) => request.userAgent === 'Houseplant Shop (owner@shop.test)')).toBe(true);
  });

  test('the grid is kept for weeks and the forecast for an hour', async () => {
    const { clock, provider } = weather();
    await provider.forecast(MINNEAPOLIS);
    await provider.forecast(MINNEAPOLIS);
    expect(seen).toHaveLength(2);
    clock.advance(61 * 60_000);
    await provider.forecast(MINNEAPOLIS);
    expect(seen.map((request) => request.url).slice(2)).toEqual(['/gridpoints/MPX/107,71/forecast']);
    clock.advance(29 * 86_400_000);
    await provider.forecast(MINNEAPOLIS);
    expect(seen.map((request) => request.url).slice(3)).toEqual(['/points/44.9778,-93.265', '/gridpoints/MPX/107,71/forecast']);
  });

  test('a 500 and a 503 ForecastGridExpired are asked again, and the answer after them is used', async () => {
    let failures = 0;
    handler = (request, response) => {
      if (request.url?.startsWith('/gridpoints') && failures < 2) {
        failures += 1;
        return failures === 1 ? json(response, 500, { title: 'Unexpected Problem', status: 500 }) : json(response, 503, GRID_EXPIRED);
      }
      return normal(request, response);
    };
    const answer = await weather().provider.forecast(MINNEAPOLIS);
    expect(answer.ok).toBe(true);
    expect(seen.filter((request) => request.url.startsWith('/gridpoints'))).toHaveLength(3);
  });

  test('a forecast that stays unavailable is unavailable; NWS is left to rest for 30 s, then asked again', async () => {
    handler = (request, response) => (request.url?.startsWith('/gridpoints') ? json(response, 503, GRID_EXPIRED) : normal(request, response));
    const { provider, clock } = weather();
    expect(await provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'unavailable' });
    expect(seen.filter((request) => request.url.startsWith('/gridpoints'))).toHaveLength(3); // the first try and two retries
    handler = normal;
    // Resting: no shopper waits on a service that just failed, and it is not asked.
    const asked = seen.length;
    expect(await provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'unavailable' });
    expect(seen).toHaveLength(asked);
    clock.advance(30_001);
    expect((await provider.forecast(MINNEAPOLIS)).ok).toBe(true);
  });

  test('a hang makes every shopper after it answer at once, not wait; shoppers asking together share one call', async () => {
    handler = () => undefined; // never answers
    const { provider } = weather({ timeoutMs: 300 });
    const together = await Promise.all([provider.forecast(MINNEAPOLIS), provider.forecast(MINNEAPOLIS), provider.forecast(MINNEAPOLIS)]);
    expect(together).toEqual([{ ok: false, reason: 'timeout' }, { ok: false, reason: 'timeout' }, { ok: false, reason: 'timeout' }]);
    expect(seen.filter((request) => request.url.startsWith('/points'))).toHaveLength(1);
    // The next shopper is answered without asking (so without waiting on) the hanging service.
    const asked = seen.length;
    expect(await provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'unavailable' });
    expect(seen).toHaveLength(asked);
  });

  test('after its rest, one call finds out whether NWS is back while the others answer at once', async () => {
    handler = () => undefined;
    const { provider, clock } = weather({ timeoutMs: 300 });
    expect(await provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'timeout' });
    clock.advance(30_001);
    const asked = seen.length;
    const probing = provider.forecast(MINNEAPOLIS);
    // Another place, asked while the probe hangs: not sent to NWS, answered at once.
    expect(await provider.forecast({ lat: 40.7484, lon: -73.9967 })).toEqual({ ok: false, reason: 'unavailable' });
    expect(await probing).toEqual({ ok: false, reason: 'timeout' });
    expect(seen).toHaveLength(asked + 1);
    handler = normal;
    clock.advance(30_001);
    expect((await provider.forecast(MINNEAPOLIS)).ok).toBe(true);
    // A place NWS has no grid for (404) is NWS answering: no rest follows it.
    expect(await provider.forecast({ lat: 40.7484, lon: -73.9967 })).toEqual({ ok: false, reason: 'unavailable' });
    expect((await provider.forecast(MINNEAPOLIS)).ok).toBe(true);
    handler = (request, response) => (request.url?.startsWith('/gridpoints') ? json(response, 503, GRID_EXPIRED) : normal(request, response));
    const before = seen.length;
    expect((await provider.forecast({ lat: 46.8721, lon: -113.994 })).ok).toBe(false);
    expect(seen.length).toBeGreaterThan(before);
  });

  test('a service that hangs is a timeout within the short timeout, retries included', async () => {
    handler = () => undefined; // never answers
    const started = Date.now();
    expect(await weather({ timeoutMs: 300 }).provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5_000); // a hang detector, not a speed check: the timeout is 300 ms
  });

  test('a place outside its grids (404), an answer that is not its JSON, and nothing listening are failures, never a throw', async () => {
    expect(await weather().provider.forecast({ lat: 51.5074, lon: -0.1278 })).toEqual({ ok: false, reason: 'unavailable' });
    handler = (request, response) => {
      response.writeHead(200, { 'content-type': 'application/geo+json' });
      response.end(request.url?.startsWith('/points') ? '{"properties": {"gridId": "../../x", "gridX": 1, "gridY": 2}}' : 'not json');
    };
    expect(await weather().provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'bad-answer' });
    handler = (request, response) => (request.url?.startsWith('/points') ? json(response, 200, POINT) : response.end('not json'));
    expect(await weather().provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'bad-answer' });
    const nobody = nwsWeather({ baseUrl: 'http://127.0.0.1:9', userAgent: 'Houseplant Shop (owner@shop.test)', clock: testClock() });
    expect(await nobody.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'unavailable' });
  });

  test('an answer whose body stalls after the headers is a timeout, and the shoppers after it do not wait (decision 053)', async () => {
    handler = (request, response) => {
      response.writeHead(200, { 'content-type': 'application/geo+json' });
      response.write('{"properties": {"gridId": "MP'); // and nothing more
    };
    const { provider } = weather({ timeoutMs: 300 });
    expect(await provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'timeout' });
    const asked = seen.length;
    expect(await provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'unavailable' });
    expect(seen).toHaveLength(asked);
  });

  test("the stand-in's stalled body (mode stall-body) is a timeout within the short timeout", async () => {
    const standin = await startNwsStandin();
    try {
      standin.set({ mode: 'stall-body' });
      const provider = nwsWeather({ baseUrl: standin.url, userAgent: 'Houseplant Shop (owner@shop.test)', clock: testClock(), timeoutMs: 300 });
      expect(await provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'timeout' });
      expect(await provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'unavailable' });
      expect(standin.requests()).toBe(1);
    } finally {
      await standin.close();
    }
  });

  test('an answer whose body breaks off is NWS down, not a bad answer: it rests (decision 053)', async () => {
    handler = (request, response) => {
      response.writeHead(200, { 'content-type': 'application/geo+json', 'content-length': '5000' });
      response.write('{"properties": ');
      setTimeout(() => response.socket?.destroy(), 20);
    };
    const { provider } = weather();
    expect(await provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'unavailable' });
    const asked = seen.length;
    expect(await provider.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'unavailable' });
    expect(seen).toHaveLength(asked);
  });

  test('a temperature outside -80..140 °F is a bad answer: the weather is unknown, not believed (decision 053)', async () => {
    const forecastWith = (temperature: number, unit = 'F') => ({
      ...FORECAST,
      properties: { ...FORECAST.properties, periods: [...FORECAST.properties.periods.slice(0, 3), { ...period(4, '2026-12-04T18:00:00-06:00', false, temperature), temperatureUnit: unit }] },
    });
    const answering = (body: unknown) => {
      handler = (request, response) => (request.url?.startsWith('/gridpoints') ? json(response, 200, body) : normal(request, response));
    };
    for (const [temperature, unit] of [[9999, 'F'], [-9999, 'F'], [141, 'F'], [-81, 'F'], [61, 'C']] as const) {
      answering(forecastWith(temperature, unit));
      expect(await weather().provider.forecast(MINNEAPOLIS), `${temperature} °${unit}`).toEqual({ ok: false, reason: 'bad-answer' });
    }
    for (const [temperature, unit, fahrenheit] of [[140, 'F', 140], [-80, 'F', -80], [60, 'C', 140]] as const) {
      answering(forecastWith(temperature, unit));
      const answer = await weather().provider.forecast(MINNEAPOLIS);
      expect(answer.ok && answer.days[1]!.lowF, `${temperature} °${unit}`).toBe(fahrenheit);
    }
  });

  test('WEATHER=off answers off', async () => {
    expect(await weatherOff.forecast(MINNEAPOLIS)).toEqual({ ok: false, reason: 'off' });
  });
});
