import { describe, expect, test } from 'vitest';
import { orderDatesText } from './delivery.ts';

describe('what a confirmation says of the dates', () => {
  test('a planned order: the ship day and the arrival window', () => {
    expect(orderDatesText({ weather: 'ships', shipOn: '2026-12-07', arrivalFrom: '2026-12-09', arrivalTo: '2026-12-11', safeOn: null })).toBe('Ships Mon Dec 7, arrives Dec 9-11');
    expect(orderDatesText({ weather: 'heat-pack', shipOn: '2026-12-07', arrivalFrom: null, arrivalTo: null, safeOn: null })).toBe('Ships Mon Dec 7');
  });

  test('a held order: the hold and about when, never a ship date beside it', () => {
    const held = orderDatesText({ weather: 'held', shipOn: '2026-12-07', arrivalFrom: '2026-12-09', arrivalTo: '2026-12-11', safeOn: '2026-12-08' });
    expect(held).toBe("Held for safe weather. Ships when it's safe, about Dec 8");
    expect(held).not.toMatch(/Dec 7|Dec 9|Dec 11|Mon/);
    expect(orderDatesText({ weather: 'held', shipOn: '2026-12-07', arrivalFrom: null, arrivalTo: null, safeOn: null })).toBe("Held for safe weather. Ships when it's safe: we'll email you the day");
  });

  test('an order the owner decides, or one with no ship day: the email to come', () => {
    expect(orderDatesText({ weather: 'needs-owner', shipOn: '2026-12-07', arrivalFrom: null, arrivalTo: null, safeOn: null })).toBe("We'll email you the day your plants ship");
    expect(orderDatesText({ weather: 'ships', shipOn: null, arrivalFrom: null, arrivalTo: null, safeOn: null })).toBe("We'll email you the day your plants ship");
  });
});
