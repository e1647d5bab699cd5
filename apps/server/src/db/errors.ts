/** The SQLSTATE of a database error, looking through drizzle's wrapper; both drivers set `code`. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** Text PostgreSQL cannot store (a NUL character, an invalid byte sequence): only a client sends it. */
export const UNSTORABLE_TEXT = ['22021', '22P05'];
