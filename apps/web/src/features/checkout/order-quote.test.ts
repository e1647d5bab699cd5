import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { zipRefusal } from './order-quote.ts';

describe('zipRefusal', () => {
  test("reads the server's message about the ZIP field of a 400, and nothing else", () => {
    const message = 'ZIP 90012 is in California, not Nevada';
    expect(zipRefusal(new ApiError(message, 400, { error: message, issues: [{ path: 'zip', message }] }))).toBe(message);
    expect(zipRefusal(new ApiError('Unknown product: 9', 400, { error: 'Unknown product: 9' }))).toBeNull();
    expect(zipRefusal(new ApiError('Too many', 429, { error: 'Too many', issues: [{ path: 'zip', message: 'x' }] }))).toBeNull();
    expect(zipRefusal(new Error('offline'))).toBeNull();
  });
});
