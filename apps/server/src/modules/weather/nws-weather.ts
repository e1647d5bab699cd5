import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { claimPlace, type Failure, type Grid, type PlaceRow, readPlace, recordCall } from './shared-cache.ts';
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
  /**
   * The shop's database: grids and forecasts are kept in its `weather_places`, shared by every instance, and
   * one instance at a time asks NWS about a place (decision 071). Without it, this process's memory alone.
   */
  db?: Db;
  /** How often an instance waiting on another's call to NWS looks whether the answer has come. */
  pollMs?: number;
}

/** Where a place's forecast lives never moves; NWS asks clients to cache it. */
const POINT_TTL_MS = 28 * 86_400_000;
/** NWS updates forecasts about hourly. */
const FORECAST_TTL_MS = 3_600_000;
/** A shared lease outlasts the call it covers (which never takes longer than its timeout) by this much. */
const LEASE_MARGIN_MS = 1_000;

/** The coldest and hottest forecast believed, in °F (decision 053): anything outside is a bad answer. */
export const BELIEVABLE_F = { min: -80, max: 140 } as const;

const isTimeout = (error: unknown) => error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

type Fetched<T> = { ok: true; value: T } | { ok: false; reason: 'timeout' | 'unavailable' | 'bad-answer' };
class Refused extends Error {
  constructor(readonly reason: 'unavailable' | 'bad-answer') {
    super(reason);
  }
}

/**
 * The National Weather Service (api.weather.gov): `/points/{lat},{lon}` names the place's forecast grid,
 * `/gridpoints/{office}/{x},{y}/forecast` has its periods (a day's high, a night's low). The grid is
 * cached for weeks and the forecast for an hour: in the shop's database, shared by every instance, with this
 * process's memory in front of it (decision 071), or in memory alone. The forecast's address is built from
 * the grid on the configured base, never followed from an answer. One call never takes longer than
 * `timeoutMs`: a hang is a timeout, and a 500 or 503 is retried only while time is left.
 */
export function nwsWeather({ baseUrl, userAgent, clock, timeoutMs = 4_000, retryDelaysMs = [300, 1_000], restMs = 30_000, db, pollMs = 100 }: NwsSettings): WeatherProvider {
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

  /** The place's grid, as NWS answers it. */
  async function fetchGrid(key: string, deadline: number, call: { down: boolean }): Promise<Fetched<Grid>> {
    const answer = await getJson(`/points/${key}`, deadline, call);
    if (!answer.ok) return answer;
    const properties = (answer.value as { properties?: { gridId?: unknown; gridX?: unknown; gridY?: unknown } }).properties;
    const { gridId, gridX, gridY } = properties ?? {};
    if (typeof gridId !== 'string' || !/^[A-Z]{3}$/.test(gridId) || !Number.isInteger(gridX) || !Number.isInteger(gridY)) {
      return { ok: false, reason: 'bad-answer' };
    }
    return { ok: true, value: { office: gridId, x: gridX as number, y: gridY as number } };
  }

  /** The grid's days, as NWS answers them. */
  async function fetchDays({ office, x, y }: Grid, deadline: number, call: { down: boolean }): Promise<Fetched<DayTemperatures[]>> {
    const answer = await getJson(`/gridpoints/${office}/${x},${y}/forecast`, deadline, call);
    if (!answer.ok) return answer;
    try {
      return { ok: true, value: dayTemperatures(answer.value) };
    } catch (error) {
      if (error instanceof Refused) return { ok: false, reason: error.reason };
      throw error;
    }
  }

  const remember = (key: string, days: DayTemperatures[], until: number) => forecasts.set(key, { days, until });

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
    return db ? askShared(db, key, deadline, call) : askAlone(key, deadline, call);
  }

  /** With this process's memory as the only cache. */
  async function askAlone(key: string, deadline: number, call: { down: boolean }): Promise<WeatherAnswer> {
    const cached = grids.get(key);
    let grid = cached && cached.until > clock.now().getTime() ? cached.grid : null;
    if (!grid) {
      const fetched = await fetchGrid(key, deadline, call);
      if (!fetched.ok) return fetched;
      grid = fetched.value;
      grids.set(key, { grid, until: clock.now().getTime() + POINT_TTL_MS });
    }
    const days = await fetchDays(grid, deadline, call);
    if (!days.ok) return days;
    remember(key, days.value, clock.now().getTime() + FORECAST_TTL_MS);
    return { ok: true, days: days.value };
  }

  /**
   * With the cache every instance shares (decision 071): the instance that takes the place's lease asks NWS,
   * outside any transaction, and writes the answer; the others wait for it (within their own timeout) and use
   * it, or its failure, rather than asking too. If the database cannot be read, NWS is asked as if alone:
   * the weather is never less available for the cache.
   */
  async function askShared(shared: Db, key: string, deadline: number, call: { down: boolean }): Promise<WeatherAnswer> {
    /** The call of another instance this one is waiting on. */
    let waitingOn: string | null = null;
    for (;;) {
      const token = randomUUID();
      let claimed: PlaceRow | null;
      try {
        claimed = await claimPlace(shared, { place: key, token, now: clock.now(), leaseMs: timeoutMs + LEASE_MARGIN_MS });
      } catch {
        return askAlone(key, deadline, call);
      }
      if (claimed) return askFor(shared, key, token, claimed, deadline, call);
      for (;;) {
        let row: PlaceRow | null;
        try {
          row = await readPlace(shared, key);
        } catch {
          return askAlone(key, deadline, call);
        }
        const now = clock.now();
        if (row?.days && row.forecastUntil && row.forecastUntil > now) {
          remember(key, row.days, row.forecastUntil.getTime());
          return { ok: true, days: row.days };
        }
        if (row?.leaseUntil && row.leaseUntil > now) {
          waitingOn = row.leaseToken;
          // Its call takes no longer than ours would: waiting as long is NWS hanging for this instance too.
          if (Date.now() + pollMs >= deadline) {
            call.down = true;
            return { ok: false, reason: 'timeout' };
          }
          await new Promise((resolve) => setTimeout(resolve, pollMs));
          continue;
        }
        if (row?.failure && (waitingOn === null || row.leaseToken === waitingOn)) {
          call.down = row.failureDown === true;
          return { ok: false, reason: row.failure as Failure };
        }
        break; // the forecast expired, or the lease ran out with no answer (its instance stopped): take it
      }
      if (Date.now() >= deadline) {
        call.down = true;
        return { ok: false, reason: 'timeout' };
      }
    }
  }

  /** This instance holds the place's lease (`token`): it asks NWS, then writes what it learnt, whatever it was. */
  async function askFor(shared: Db, key: string, token: string, row: PlaceRow, deadline: number, call: { down: boolean }): Promise<WeatherAnswer> {
    const record = async (what: Omit<Parameters<typeof recordCall>[1], 'place' | 'token'>) => {
      try {
        await recordCall(shared, { place: key, token, ...what });
      } catch {
        // Not written: the lease runs out on its own and the next call asks again.
      }
    };
    let grid = row.grid && row.gridUntil && row.gridUntil > clock.now() ? row.grid : null;
    let learnt: { grid: Grid; until: Date } | undefined;
    if (!grid) {
      const fetched = await fetchGrid(key, deadline, call);
      if (!fetched.ok) {
        await record({ failure: { reason: fetched.reason, down: call.down } });
        return fetched;
      }
      grid = fetched.value;
      learnt = { grid, until: new Date(clock.now().getTime() + POINT_TTL_MS) };
    }
    const days = await fetchDays(grid, deadline, call);
    if (!days.ok) {
      await record({ ...(learnt && { grid: learnt }), failure: { reason: days.reason, down: call.down } });
      return days;
    }
    const until = new Date(clock.now().getTime() + FORECAST_TTL_MS);
    remember(key, days.value, until.getTime());
    await record({ ...(learnt && { grid: learnt }), forecast: { days: days.value, until } });
    return { ok: true, days: days.value };
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
