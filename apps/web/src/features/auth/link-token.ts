/** The token an emailed link carries in its fragment (`#token=…`), which no server or log ever sees. */
export function linkToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
