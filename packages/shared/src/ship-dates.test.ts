import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addWorkdays, arrivalWindow, DEFAULT_SHIP_DAYS, firstShipDay, localDayAndHour, plannedShipDate, shipsAndArrives, type ShipSchedule, type Weekday } from './ship-dates.ts';

// 2026-11-30 is a Monday, 2026-12-03 a Thursday.
const shop: ShipSchedule = { timeZone: 'America/Chicago', shipDays: DEFAULT_SHIP_DAYS, cutoffHour: 14, handlingDays: 0, closedDates: [] };
/** A moment given as the shop's wall-clock time in December 2026 (Chicago is UTC-6 then). */
const chicago = (isoLocal: string) => new Date(`${isoLocal}-06:00`);

describe('the day a plant leaves', () => {
  test('an order placed Thursday after the cut-off ships Monday', () => {
    expect(plannedShipDate(chicago('2026-12-03T15:00:00'), shop)).toBe('2026-12-07');
  });

  test('on a ship day before the cut-off it ships that day; at the cut-off hour it counts as the next day', () => {
    expect(plannedShipDate(chicago('2026-12-01T10:00:00'), shop)).toBe('2026-12-01');
    expect(plannedShipDate(chicago('2026-12-01T14:00:00'), shop)).toBe('2026-12-02');
    expect(plannedShipDate(chicago('2026-12-02T13:59:00'), shop)).toBe('2026-12-02');
    expect(plannedShipDate(chicago('2026-12-02T14:00:00'), shop)).toBe('2026-12-07');
  });

  test('a Friday order before a shop holiday on Monday ships after it', () => {
    expect(plannedShipDate(chicago('2026-12-04T09:00:00'), { ...shop, closedDates: ['2026-12-07'] })).toBe('2026-12-08');
  });

  test("the cut-off is read on the shop's clock, not the server's or the shopper's", () => {
    const moment = new Date('2026-12-01T20:30:00Z');
    expect(plannedShipDate(moment, shop)).toBe('2026-12-02'); // 14:30 in Chicago: after the cut-off
    expect(plannedShipDate(moment, { ...shop, timeZone: 'America/Los_Angeles' })).toBe('2026-12-01'); // 12:30 there
    // Late on Tuesday in Chicago is already Wednesday in UTC.
    expect(localDayAndHour(new Date('2026-12-02T03:00:00Z'), 'America/Chicago')).toEqual({ date: '2026-12-01', hour: 21 });
  });

  test('handling days are working days: a weekend or a closed day does not count', () => {
    expect(plannedShipDate(chicago('2026-11-30T10:00:00'), { ...shop, handlingDays: 1 })).toBe('2026-12-01');
    expect(plannedShipDate(chicago('2026-12-04T10:00:00'), { ...shop, handlingDays: 1 })).toBe('2026-12-07');
    expect(plannedShipDate(chicago('2026-12-04T10:00:00'), { ...shop, handlingDays: 1, closedDates: ['2026-12-07'] })).toBe('2026-12-08');
  });

  test('a schedule that never ships says so instead of looping', () => {
    expect(plannedShipDate(chicago('2026-12-01T10:00:00'), { ...shop, shipDays: [] })).toBeNull();
    expect(firstShipDay('2026-12-01', { shipDays: [1], closedDates: [] })).toBe('2026-12-07');
  });

  test('over random moments and schedules, the day is a ship day the shop is open, never before the order, and the first such', () => {
    const schedule = fc.record({
      timeZone: fc.constantFrom('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Pacific/Honolulu'),
      shipDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
      cutoffHour: fc.integer({ min: 0, max: 23 }),
      handlingDays: fc.constant(0),
      closedDates: fc.uniqueArray(fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2026-11-25', offset)), { maxLength: 10 }),
    }) as fc.Arbitrary<ShipSchedule>;
    const moment = fc.date({ min: new Date('2026-11-25T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(moment, schedule, (placedAt, given) => {
        const ships = plannedShipDate(placedAt, given)!;
        const { date, hour } = localDayAndHour(placedAt, given.timeZone);
        const first = hour >= given.cutoffHour ? addDays(date, 1) : date;
        expect(ships >= first).toBe(true);
        expect(given.shipDays).toContain(new Date(`${ships}T00:00:00Z`).getUTCDay());
        expect(given.closedDates).not.toContain(ships);
        for (let day = first; day < ships; day = addDays(day, 1)) {
          const open = given.shipDays.includes(new Date(`${day}T00:00:00Z`).getUTCDay() as Weekday) && !given.closedDates.includes(day);
          expect(open, `${day} was a day it could have left`).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('when it arrives', () => {
  test('a parcel leaving Monday with 2-4 working days in transit arrives Wednesday to Friday', () => {
    const window = arrivalWindow('2026-12-07', 2, 4);
    expect(window).toEqual({ from: '2026-12-09', to: '2026-12-11' });
    expect(shipsAndArrives('2026-12-07', window)).toBe('Ships Mon Dec 7, arrives Dec 9-11');
  });

  test('transit skips the weekend and closed days, and the words span months', () => {
    expect(addWorkdays('2026-12-04', 1)).toBe('2026-12-07');
    expect(addWorkdays('2026-12-04', 1, ['2026-12-07'])).toBe('2026-12-08');
    const window = arrivalWindow('2026-12-30', 1, 3, ['2027-01-01']);
    expect(window).toEqual({ from: '2026-12-31', to: '2027-01-05' });
    expect(shipsAndArrives('2026-12-30', window)).toBe('Ships Wed Dec 30, arrives Dec 31-Jan 5');
    expect(shipsAndArrives('2026-12-01', arrivalWindow('2026-12-01', 1, 1))).toBe('Ships Tue Dec 1, arrives Dec 2');
  });
});

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
