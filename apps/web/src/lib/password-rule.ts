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

/** Starts fetching the rule as the screen opens, so it is there by the time the form is sent. */
export function usePasswordRule(): void {
  useEffect(() => {
    loadRule().catch(() => undefined);
  }, []);
}
