import { describe, expect, test } from 'vitest';
import { DEFAULT_WEATHER_RULE, distanceMiles, heldShipLine, judgeWeather, shipPlanMessage, transitDays, weatherNotice } from './weather-rule.ts';

const days = (lows: number[], highs = lows.map((low) => low + 15)) => lows.map((lowF, index) => ({ date: `2026-12-0${index + 1}`, lowF, highF: highs[index]! }));
const window = { from: '2026-12-02', to: '2026-12-04' };

describe('the weather rule (decision 044)', () => {
  test('only the days in transit count: a freeze before the parcel leaves or after it arrives holds nothing', () => {
    expect(judgeWeather(days([10, 50, 52, 51, 12]), window, DEFAULT_WEATHER_RULE)).toMatchObject({ decision: 'ships', lowF: 50 });
    expect(judgeWeather(days([50, 50, 31, 51, 50]), window, DEFAULT_WEATHER_RULE)).toMatchObject({ decision: 'held', cause: 'cold', lowF: 31 });
  });

  test('32 °F is a heat pack, 31 a hold; 45 ships as it is, 44 takes a heat pack', () => {
    expect(judgeWeather(days([50, 32, 50]), window, DEFAULT_WEATHER_RULE).decision).toBe('heat-pack');
    expect(judgeWeather(days([50, 31, 50]), window, DEFAULT_WEATHER_RULE).decision).toBe('held');
    expect(judgeWeather(days([50, 45, 50]), window, DEFAULT_WEATHER_RULE).decision).toBe('ships');
    expect(judgeWeather(days([50, 44, 50]), window, DEFAULT_WEATHER_RULE).decision).toBe('heat-pack');
  });

  test('a hardy order takes any cold, not the heat; above 95 °F holds', () => {
    expect(judgeWeather(days([50, 5, 50]), window, DEFAULT_WEATHER_RULE, true).decision).toBe('ships');
    expect(judgeWeather(days([70, 80, 70], [90, 96, 90]), window, DEFAULT_WEATHER_RULE, true)).toMatchObject({ decision: 'held', cause: 'heat' });
  });

  test('a window the forecast does not reach is unknown, never guessed', () => {
    expect(judgeWeather(days([50, 50]), { from: '2026-12-08', to: '2026-12-10' }, DEFAULT_WEATHER_RULE)).toEqual({ decision: 'unknown' });
  });

  test('transit by distance, inside the rate: near is the rate\'s shortest, far its longest', () => {
    const raleigh = { lat: 35.78, lon: -78.64 };
    const minneapolis = { lat: 44.98, lon: -93.27 };
    expect(Math.round(distanceMiles(raleigh, minneapolis))).toBeGreaterThan(900);
    expect(transitDays(1000, null)).toEqual({ minDays: 2, maxDays: 4 });
    expect(transitDays(1000, { minDays: 3, maxDays: 6 })).toEqual({ minDays: 3, maxDays: 4 });
    expect(transitDays(50, { minDays: 3, maxDays: 6 })).toEqual({ minDays: 3, maxDays: 3 });
    expect(transitDays(2500, { minDays: 1, maxDays: 2 })).toEqual({ minDays: 2, maxDays: 2 });
  });

  test('the words the shopper reads', () => {
    expect(weatherNotice('55401', { decision: 'heat-pack', lowF: 38, highF: 50 }, null)).toBe("Cold at 55401 this week: we'll add a heat pack");
    expect(weatherNotice('55401', { decision: 'held', cause: 'cold', lowF: 20, highF: 29 }, '2026-12-08')).toBe("Too cold to ship safely to 55401 now: we'll ship when it is, about Dec 8");
    expect(weatherNotice('55401', { decision: 'ships', lowF: 50, highF: 60 }, null)).toBeNull();
    expect(shipPlanMessage({ shipOn: '2026-12-07', weather: 'heat-pack', heldSince: null }, 'complete', '2026-12-03')).toBe('Planned to ship Mon Dec 7, with a heat pack.');
    expect(shipPlanMessage({ shipOn: '2026-12-07', weather: 'held', heldSince: '2026-12-03T18:30:00.000Z' }, 'complete', '2026-12-03')).toMatch(/^Held for safe weather since Dec 3/);
    expect(shipPlanMessage({ shipOn: '2026-12-07', weather: 'ships', heldSince: null }, 'shipped', '2026-12-03')).toBeNull();
  });

  test('a plan never shows a day gone by: shipped anyway on Monday and still unpacked on Tuesday, it ships today', () => {
    expect(shipPlanMessage({ shipOn: '2026-12-07', weather: 'ships', heldSince: null }, 'complete', '2026-12-07')).toBe('Planned to ship today.');
    expect(shipPlanMessage({ shipOn: '2026-12-07', weather: 'ships', heldSince: null }, 'complete', '2026-12-08')).toBe('Planned to ship today.');
    expect(shipPlanMessage({ shipOn: '2026-12-07', weather: 'heat-pack', heldSince: null }, 'complete', '2026-12-09')).toBe('Planned to ship today, with a heat pack.');
  });

  test('a hold shows about when it can leave, never a ship date', () => {
    expect(heldShipLine('2026-12-08')).toBe("Ships when it's safe, about Dec 8");
    expect(heldShipLine(null)).toBe("Ships when it's safe: we'll email you the day");
  });
});
