import { describe, expect, test } from 'vitest';
import { MSG } from './messages.ts';
import { passwordProblem } from './password-strength.ts';

describe('passwordProblem', () => {
  test.each(['password', '12345678', 'qwertyui', 'iloveyou', 'P@ssw0rd', 'Password1!', 'asdfghjk', 'aaaaaaaaaa', 'abcdefgh', 'sunshine2024', '1qaz2wsx3edc'])(
    'refuses %s, which is on the list of common and breached passwords or a trivial variation of one',
    (password) => {
      expect(passwordProblem(password)).toBe(MSG.weakPassword);
    },
  );

  test.each(['aB3$kLp0', 'monstera-2025', 'pink-petals-9', 'leafy-pass-1', 'admin-password-1', 'e2e-admin-password', 'bench-admin-password', 'owner-password'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password)).toBeUndefined();
    },
  );

  test("refuses a password made of the person's own name and email", () => {
    expect(passwordProblem('greenwood2024', [])).toBeUndefined();
    expect(passwordProblem('greenwood2024', ['Maya', 'Greenwood', 'maya.g@example.com'])).toBe(MSG.weakPassword);
    expect(passwordProblem('mayagreen1', ['Maya', 'Green', 'maya@example.com'])).toBe(MSG.weakPassword);
  });

  test('judges the longest password the forms take: a repeated pattern is weak, a long passphrase is not', () => {
    expect(passwordProblem('x'.repeat(200))).toBe(MSG.weakPassword);
    expect(passwordProblem('ab9$'.repeat(50))).toBe(MSG.weakPassword);
    expect(passwordProblem('fern moss ivy pothos '.repeat(9).slice(0, 200))).toBeUndefined();
  });
});
