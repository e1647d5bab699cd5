/**
 * JSON to place inside a `<script>` element (the state the browser hydrates with, JSON-LD): `<`, `>` and
 * `&` are written as escapes, so no text in the data (a product named `</script><script>...`) can end the
 * element or open a comment; U+2028 and U+2029 likewise, for parsers that treat them as line ends.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
