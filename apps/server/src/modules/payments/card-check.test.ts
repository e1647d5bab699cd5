import { describe, expect, test } from 'vitest';
import { cardFormOf, checkTestCard, luhnValid } from './card-check.ts';

const now = new Date('2026-05-15T12:00:00Z');
const card = { cardNumber: '4242 4242 4242 4242', expiry: '05/26', cvc: '123', zip: '10001' };

describe('the test page card check', () => {
  test('knows Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  test('4242... with an expiry this month or later pays; spaces and dashes are optional', () => {
    expect(checkTestCard(card, now)).toEqual({ ok: true });
    expect(checkTestCard({ ...card, cardNumber: '4242-4242-4242-4242', expiry: '6 / 2031' }, now)).toEqual({ ok: true });
  });

  test('4000 0000 0000 0002 is declined with 402', () => {
    expect(checkTestCard({ ...card, cardNumber: '4000000000000002' }, now)).toEqual({ ok: false, status: 402, message: 'Your card was declined.' });
  });

  test('last month is expired', () => {
    expect(checkTestCard({ ...card, expiry: '04/26' }, now)).toMatchObject({ ok: false, status: 400, field: 'expiry', message: 'Your card has expired.' });
  });

  test('reads only string fields of a posted form', () => {
    expect(cardFormOf({ cardNumber: ' 4242 ', expiry: ['1', '2'], cvc: 7 })).toEqual({ cardNumber: '4242', expiry: '', cvc: '', zip: '' });
    expect(cardFormOf(null)).toEqual({ cardNumber: '', expiry: '', cvc: '', zip: '' });
  });
});
