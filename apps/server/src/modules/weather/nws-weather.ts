import type { Clock } from '../../clock.ts';
import type { DayTemperatures, WeatherAnswer, WeatherProvider } from './weather-provider.ts';

export interface NwsSettings {
  /** https://api.weather.gov, or a local stand-in answering the same JSON (`WEATHER_API_URL`). */
  baseUrl: string;
  /** NWS asks every client to name itself and a contact: "(myshop.com, owner@myshop.com)". */
  userAgent: string;
  clock: Clock;
  /** The most one forecast may take, retries included. */
  timeoutMs?: number;
  /** Waits before each retry of a 500 or 503 (NWS answers 503 while a forecast grid is rebuilt). */
  retryDelaysMs?: readonly number[];
  /** After a call that timed out or found NWS unreachable, how long every call answers 'unavailable' at once. */
  restMs?: number;
}

/** Where a place's forecast lives never moves; NWS asks clients to cache it. */
const POINT_TTL_MS = 28 * 86_400_000;
/** NWS updates forecasts about hourly. */
const FORECAST_TTL_MS = 3_600_000;

/** The coldest and hottest forecast believed, in °F (decision 053): anything outside is a bad answer. */
export const BELIEVABLE_F = { min: -80, max: 140 } as const;

const isTimeout = (error: unknown) => error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

type Grid = { office: string; x: number; y: number };
type Fetched<T> = { ok: true; value: T } | { ok: false; reason: 'timeout' | 'unavailable' | 'bad-answer' };
class Refused extends Error {
  constructor(readonly reason: 'unavailable' | 'bad-answer') {
    super(reason);
  }
}

/**
 * The National Weather Service (api.weather.gov): `/points/{lat},{lon}` names the place's forecast grid,
 * `/gridpoints/{office}/{x},{y}/forecast` has its periods (a day's high, a night's low). The grid is
 * cached for weeks and the forecast for an hour, in this process. The forecast's address is built from
 * the grid on the configured base, never followed from an answer. One call never takes longer than
 * `timeoutMs`: a hang is a timeout, and a 500 or 503 is retried only while time is left.
 */
export function nwsWeather({ baseUrl, userAgent, clock, timeoutMs = 4_000, retryDelaysMs = [300, 1_000], restMs = 30_000 }: NwsSettings): WeatherProvider {
  const grids = new Map<string, { grid: Grid; until: number }>();
  const forecasts = new Map<string, { days: DayTemperatures[]; until: number }>();
  /** Calls in flight by place: shoppers asking about one place at once share one call. */
  const asking = new Map<string, Promise<WeatherAnswer>>();
  /**
   * While NWS is down (a hang, no connection) no request waits on it: until `restingUntil`, 'unavailable'
   * at once; then one call at a time (the probe) finds out whether it is back, the others answering at once.
   */
  let restingUntil = 0;
  let failedBefore = false;
  let probe: Promise<WeatherAnswer> | null = null;
  const base = baseUrl.replace(/\/+$/, '');

  /** `call.down`: NWS did not answer, or answered only errors of its own (5xx): the service is down, not the place. */
  async function getJson(path: string, deadline: number, call: { down: boolean }): Promise<Fetched<unknown>> {
    for (let attempt = 0; ; attempt += 1) {
      const left = deadline - Date.now();
      if (left <= 0) {
        call.down = true;
        return { ok: false, reason: 'timeout' };
      }
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          headers: { 'user-agent': userAgent, accept: 'application/geo+json' },
          signal: AbortSignal.timeout(left),
          redirect: 'error',
        });
      } catch (error) {
        call.down = true;
        return { ok: false, reason: isTimeout(error) ? 'timeout' : 'unavailable' };
      }
      if (response.ok) {
        // The deadline covers the body too (decision 053): a body that stalls or breaks off is NWS down,
        // so the calls after it rest instead of each waiting the whole timeout.
        let text: string;
        try {
          text = await response.text();
        } catch (error) {
          call.down = true;
          return { ok: false, reason: isTimeout(error) ? 'timeout' : 'unavailable' };
        }
        try {
          return { ok: true, value: JSON.parse(text) as unknown };
        } catch {
          return { ok: false, reason: 'bad-answer' };
        }
      }
      await response.body?.cancel();
      const wait = retryDelaysMs[attempt];
      const retry = (response.status === 500 || response.status === 503) && wait !== undefined && Date.now() + wait < deadline;
      if (!retry) {
        call.down = response.status >= 500;
        return { ok: false, reason: 'unavailable' };
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  async function gridOf(key: string, deadline: number, call: { down: boolean }): Promise<Fetched<Grid>> {
    const cached = grids.get(key);
    if (cached && cached.until > clock.now().getTime()) return { ok: true, value: cached.grid };
    const answer = await getJson(`/points/${key}`, deadline, call);
    if (!answer.ok) return answer;
    const properties = (answer.value as { properties?: { gridId?: unknown; gridX?: unknown; gridY?: unknown } }).properties;
    const { gridId, gridX, gridY } = properties ?? {};
    if (typeof gridId !== 'string' || !/^[A-Z]{3}$/.test(gridId) || !Number.isInteger(gridX) || !Number.isInteger(gridY)) {
      return { ok: false, reason: 'bad-answer' };
    }
    const grid = { office: gridId, x: gridX as number, y: gridY as number };
    grids.set(key, { grid, until: clock.now().getTime() + POINT_TTL_MS });
    return { ok: true, value: grid };
  }

  return {
    async forecast({ lat, lon }): Promise<WeatherAnswer> {
      if (!Number.isFinite(lat) || !Number.isFinite(lon)) return { ok: false, reason: 'bad-answer' };
      const deadline = Date.now() + timeoutMs;
      // NWS takes at most four decimals (about 11 m), so the same place is always the same key.
      const key = `${Number(lat.toFixed(4))},${Number(lon.toFixed(4))}`;
      const cached = forecasts.get(key);
      if (cached && cached.until > clock.now().getTime()) return { ok: true, days: cached.days };
      if (clock.now().getTime() < restingUntil || probe) return { ok: false, reason: 'unavailable' };
      const inFlight = asking.get(key);
      if (inFlight) return inFlight;
      const trace = { down: false };
      const call = ask(key, deadline, trace).then((answer) => {
        if (trace.down) restingUntil = clock.now().getTime() + restMs;
        failedBefore = trace.down;
        return answer;
      });
      asking.set(key, call);
      if (failedBefore) probe = call;
      try {
        return await call;
      } finally {
        asking.delete(key);
        if (probe === call) probe = null;
      }
    },
  };

  /** One place's forecast from NWS: its grid (cached), then the grid's forecast. */
  async function ask(key: string, deadline: number, call: { down: boolean }): Promise<WeatherAnswer> {
    const grid = await gridOf(key, deadline, call);
    if (!grid.ok) return grid;
    const { office, x, y } = grid.value;
    const answer = await getJson(`/gridpoints/${office}/${x},${y}/forecast`, deadline, call);
    if (!answer.ok) return answer;
    try {
      const days = dayTemperatures(answer.value);
      forecasts.set(key, { days, until: clock.now().getTime() + FORECAST_TTL_MS });
      return { ok: true, days };
    } catch (error) {
      if (error instanceof Refused) return { ok: false, reason: error.reason };
      throw error;
    }
  }
}

/**
 * A forecast's periods as days: a daytime period's temperature is that day's high, a night's is its low,
 * on the date the period starts at the place (its own offset). In °C it is turned into °F. A temperature
 * outside -80..140 °F makes the whole answer bad: the weather is unknown, never believed (decision 053).
 */
export function dayTemperatures(body: unknown): DayTemperatures[] {
  const periods = (body as { properties?: { periods?: unknown } }).properties?.periods;
  if (!Array.isArray(periods) || periods.length === 0) throw new Refused('bad-answer');
  const days = new Map<string, DayTemperatures>();
  for (const period of periods as { startTime?: unknown; isDaytime?: unknown; temperature?: unknown; temperatureUnit?: unknown }[]) {
    const { startTime, isDaytime, temperature, temperatureUnit } = period ?? {};
    if (typeof startTime !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(startTime) || typeof temperature !== 'number' || typeof isDaytime !== 'boolean') {
      throw new Refused('bad-answer');
    }
    const fahrenheit = temperatureUnit === 'C' ? Math.round((temperature * 9) / 5 + 32) : temperature;
    if (!(fahrenheit >= BELIEVABLE_F.min && fahrenheit <= BELIEVABLE_F.max)) throw new Refused('bad-answer');
    const date = startTime.slice(0, 10);
    const day = days.get(date) ?? { date, lowF: null, highF: null };
    if (isDaytime) day.highF = fahrenheit;
    else day.lowF = fahrenheit;
    days.set(date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
