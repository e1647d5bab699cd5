/**
 * Free text that reaches people (names, addresses, gift messages; reviews and claims later) is plain
 * text. Besides control characters, it may not carry the invisible characters that make text read
 * differently from how it is stored: bidirectional overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069), which can reverse what a packer or a customer reads, and the line and paragraph
 * separators (U+2028, U+2029), which break lines where no line break is shown or stored. They are refused
 * with a message rather than dropped silently, so what is saved is what the shopper saw (decision 025).
 */
export const HIDDEN_TEXT_CHARACTERS = /[\u202A-\u202E\u2066-\u2069\u2028\u2029]/;

export const HIDDEN_TEXT_MESSAGE = 'Remove the invisible direction or line-separator characters (they often come with pasted text)';

/** Whether `text` may be shown to people as it is. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_TEXT_CHARACTERS.test(text);
}
