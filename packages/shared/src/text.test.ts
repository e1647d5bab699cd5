import { describe, expect, test } from 'vitest';
import { checkTracking } from './carriers.ts';
import { hasHiddenCharacters } from './text.ts';

describe('hidden text characters', () => {
  test('every bidi override and isolate and both separators are found; ordinary right-to-left text is not', () => {
    const hidden = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029];
    for (const code of hidden) expect(hasHiddenCharacters(`a${String.fromCodePoint(code)}b`), code.toString(16)).toBe(true);
    for (const text of ['Happy birthday!', 'מזל טוב', 'عيد ميلاد سعيد', 'Zoë & José', 'line one\nline two']) expect(hasHiddenCharacters(text)).toBe(false);
  });
});

describe("an 'other' carrier's tracking link", () => {
  test('is https only, without quotes or angle brackets', () => {
    expect(checkTracking('other', '', 'https://track.example.com/p/1')).toMatchObject({ ok: true });
    for (const url of ['http://track.example.com/p/1', 'https://track.example.com/"x', "https://track.example.com/'x", 'https://track.example.com/<x>', 'javascript:alert(1)']) {
      expect(checkTracking('other', '', url), url).toMatchObject({ ok: false, field: 'trackingUrl' });
    }
  });
});
