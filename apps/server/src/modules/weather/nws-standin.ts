// A local stand-in for the National Weather Service API (decision 039): it answers
// `/points/{lat},{lon}` and `/gridpoints/{office}/{x},{y}/forecast` in NWS's own JSON shapes, so the real
// client is tested, benched and demonstrated offline against it. Never imported by the shop itself.
//
// Its weather is a late-autumn map by latitude (nights of 68 °F at Miami, about 44 °F at Raleigh, 22 °F
// at Minneapolis; days 18 °F warmer), or mild everywhere (55 °F nights) with NWS_STANDIN_CLIMATE=mild,
// unless a place is set; a test sets places, the first forecast day, or a failure mode through
// `POST /__standin` (or `set()` in process). `GET /__standin` counts the requests it was sent, by kind and by
// path (decision 071: several instances ask once per place per hour).
//   npm run weather-standin   (PORT=3199 by default)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandinControl {
  /** The first forecast day (YYYY-MM-DD); null: today (UTC) by the machine's clock. */
  start?: string | null;
  /**
   * 'hang' never answers; 'stall-body' sends its headers and the start of a body, then nothing more;
   * '500' and '503' answer NWS's errors (503 is ForecastGridExpired).
   */
  mode?: 'normal' | 'hang' | 'stall-body' | '500' | '503';
  /** Temperatures for places, by "lat,lon" with two decimals (every day alike). */
  places?: Record<string, { lowF: number; highF: number }>;
  /** Forget every place, the start day and the mode first. */
  reset?: boolean;
}

export interface StandinCounts {
  points: number;
  forecasts: number;
  /** Requests by path, e.g. `{ "/points/44.9778,-93.265": 1 }`: how often each place was asked. */
  byPath: Record<string, number>;
}

export interface NwsStandin {
  url: string;
  set(control: StandinControl): void;
  /** Requests answered or left hanging so far. */
  requests(): number;
  /** The same, by kind: grid points (`/points/...`) and forecasts (`/gridpoints/.../forecast`), by path. */
  counts(): StandinCounts;
  close(): Promise<void>;
}

const OFFICE = 'STD';
const DAY_MS = 86_400_000;

/** The late-autumn night low at a latitude, as the stand-in's default weather. */
export const standinLowF = (lat: number) => Math.round(130 - 2.4 * lat);

const placeKey = (lat: number, lon: number) => `${lat.toFixed(2)},${lon.toFixed(2)}`;

export async function startNwsStandin({
  port = 0,
  host = '127.0.0.1',
  climate = 'autumn',
}: { port?: number; host?: string; climate?: 'autumn' | 'mild' } = {}): Promise<NwsStandin> {
  let start: string | null = null;
  let mode: NonNullable<StandinControl['mode']> = 'normal';
  let places = new Map<string, { lowF: number; highF: number }>();
  let requests = 0;
  const counts: StandinCounts = { points: 0, forecasts: 0, byPath: {} };
  const hanging = new Set<ServerResponse>();

  const set = (control: StandinControl) => {
    if (control.reset) {
      start = null;
      mode = 'normal';
      places = new Map();
    }
    if (control.start !== undefined) start = control.start;
    if (control.mode) mode = control.mode;
    for (const [key, temps] of Object.entries(control.places ?? {})) places.set(key, temps);
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': status < 400 ? 'application/geo+json' : 'application/problem+json', 'cache-control': 'max-age=300' });
    response.end(JSON.stringify(body));
  };

  const forecast = (lat: number, lon: number) => {
    const set = places.get(placeKey(lat, lon));
    const lowF = set?.lowF ?? (climate === 'mild' ? 55 : standinLowF(lat));
    const highF = set?.highF ?? lowF + 18;
    const first = Date.parse(`${start ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const periods = Array.from({ length: 14 }, (_, index) => {
      const date = new Date(first + Math.floor(index / 2) * DAY_MS).toISOString().slice(0, 10);
      const isDaytime = index % 2 === 0;
      return {
        number: index + 1,
        name: isDaytime ? 'Day' : 'Night',
        startTime: `${date}T${isDaytime ? '06' : '18'}:00:00-06:00`,
        endTime: `${date}T${isDaytime ? '18' : '23'}:59:00-06:00`,
        isDaytime,
        temperature: isDaytime ? highF : lowF,
        temperatureUnit: 'F',
        temperatureTrend: null,
        windSpeed: '5 to 10 mph',
        shortForecast: lowF < 32 ? 'Snow Likely' : 'Partly Cloudy',
      };
    });
    return { type: 'Feature', properties: { units: 'us', generatedAt: new Date().toISOString(), periods } };
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://standin');
    if (url.pathname === '/__standin') {
      if (request.method === 'GET') return json(response, 200, { requests, ...counts, start, mode, places: Object.fromEntries(places) });
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        try {
          set(JSON.parse(body || '{}') as StandinControl);
          json(response, 200, { ok: true });
        } catch {
          json(response, 400, { title: 'Bad control JSON' });
        }
      });
      return;
    }
    requests += 1;
    if (url.pathname.startsWith('/points/')) counts.points += 1;
    else if (url.pathname.startsWith('/gridpoints/')) counts.forecasts += 1;
    counts.byPath[url.pathname] = (counts.byPath[url.pathname] ?? 0) + 1;
    if (mode === 'hang' || mode === 'stall-body') {
      if (mode === 'stall-body') {
        response.writeHead(200, { 'content-type': 'application/geo+json' });
        response.write('{"type": "Feature", "properties": {');
      }
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (mode === '500') return json(response, 500, { title: 'Unexpected Problem', status: 500, type: 'https://api.weather.gov/problems/UnexpectedProblem' });
    if (mode === '503') {
      return json(response, 503, { title: 'Forecast Grid Expired', status: 503, type: 'https://api.weather.gov/problems/ForecastGridExpired', detail: 'The requested forecast grid has expired.' });
    }
    const point = /^\/points\/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(url.pathname);
    if (point) {
      const lat = Number(point[1]);
      const lon = Number(point[2]);
      // The grid carries the place itself, so the forecast can be made for it.
      const gridX = Math.round(lat * 100);
      const gridY = Math.round((lon + 360) * 100);
      return json(response, 200, {
        type: 'Feature',
        properties: { gridId: OFFICE, gridX, gridY, forecast: `https://api.weather.gov/gridpoints/${OFFICE}/${gridX},${gridY}/forecast`, timeZone: 'America/Chicago' },
      });
    }
    const grid = new RegExp(`^/gridpoints/${OFFICE}/(\\d+),(\\d+)/forecast$`).exec(url.pathname);
    if (grid) return json(response, 200, forecast(Number(grid[1]) / 100, Number(grid[2]) / 100 - 360));
    return json(response, 404, { title: 'Not Found', status: 404, type: 'https://api.weather.gov/problems/NotFound' });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    set,
    requests: () => requests,
    counts: () => ({ ...counts, byPath: { ...counts.byPath } }),
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const climate = process.env.NWS_STANDIN_CLIMATE === 'mild' ? 'mild' : 'autumn';
  const standin = await startNwsStandin({ port: Number(process.env.PORT ?? 3199), host: process.env.HOST ?? '127.0.0.1', climate });
  console.log(`NWS stand-in answering at ${standin.url}`);
}
