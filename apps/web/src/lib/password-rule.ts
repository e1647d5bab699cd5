import { useEffect } from 'react';

/**
 * The shared rule for a new password (zxcvbn-ts and its list of common passwords, about 220 KB of gzip)
 * is its own chunk: only the screens that set a password load it, never the storefront's first load.
 */
const loadRule = () => import('@shop/shared/password-strength');

/** The problem with a new password (too common or too easy to guess), or undefined. */
export async function newPasswordProblem(password: string, userInputs: readonly string[]): Promise<string | undefined> {
  const { passwordProblem } = await loadRule();
  return passwordProblem(password, userInputs);
}

/**
 * Starts fetching the rule, so it is there by the time the form is sent. The sign-up page calls it when
 * the password field is first used (decision 029): a visitor who only looks never downloads it.
 */
export function preloadPasswordRule(): void {
  loadRule().catch(() => undefined);
}

/** Starts fetching the rule as the screen opens (the change-password screen, which is all about it). */
export function usePasswordRule(): void {
  useEffect(() => {
    preloadPasswordRule();
  }, []);
}
