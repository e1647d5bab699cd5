// The facts a policy page takes from the shop's settings (docs/decisions/052-ready-to-open.md): the owner
// writes `{{claim window days}}` in a page's Markdown and the server writes the setting's value in its
// place each time the page is shown. Pure and zod-free: the admin's editor lists them, the server fills them.

export const POLICY_PLACEHOLDERS = [
  { name: 'shop name', means: "The shop's name (Settings)" },
  { name: 'legal name', means: 'The legal name, or the shop name when none is set (Settings)' },
  { name: 'contact email', means: 'The contact email, as a link (Settings)' },
  { name: 'phone', means: 'The phone number (Settings)' },
  { name: 'postal address', means: 'The postal address on one line (Settings)' },
  { name: 'claim window days', means: 'How many days after shipping a claim can be filed (Claims)' },
  { name: 'ship days', means: 'The days orders ship, e.g. Monday to Wednesday (Shipping)' },
  { name: 'cut-off', means: 'The hour after which an order ships on the next ship day, e.g. noon Eastern Time (Shipping)' },
  { name: 'hold below', means: 'Orders are held when the forecast is colder than this, e.g. 32 °F (Shipping)' },
  { name: 'hold above', means: 'Orders are held when the forecast is hotter than this, e.g. 95 °F (Shipping)' },
  { name: 'free shipping', means: 'The free-shipping sentence the rates give, e.g. Free shipping on orders over $75 (Shipping rates)' },
] as const;

export type PolicyPlaceholder = (typeof POLICY_PLACEHOLDERS)[number]['name'];

/** `{{ name }}`: two braces each side, the name's case and spaces are the owner's. */
export const PLACEHOLDER_PATTERN = /\{\{([^{}\n]{0,60})\}\}/g;

/** The placeholder's name as the shop knows it: lower case, one space between words. */
export const placeholderKey = (written: string): string => written.trim().replace(/\s+/g, ' ').toLowerCase();

const KNOWN = new Set<string>(POLICY_PLACEHOLDERS.map((placeholder) => placeholder.name));

export function isPolicyPlaceholder(key: string): key is PolicyPlaceholder {
  return KNOWN.has(key);
}

/** The placeholders in a page's text that the shop does not fill, each once, as written. */
export function unknownPlaceholders(body: string): string[] {
  const found = new Set<string>();
  for (const match of body.matchAll(PLACEHOLDER_PATTERN)) {
    if (!isPolicyPlaceholder(placeholderKey(match[1]!))) found.add(match[0]);
  }
  return [...found];
}

/** Why a page's text cannot be saved with these placeholders, or null when the shop fills every one. */
export function placeholderProblem(body: string): string | null {
  const unknown = unknownPlaceholders(body);
  if (unknown.length === 0) return null;
  const names = POLICY_PLACEHOLDERS.map((placeholder) => `{{${placeholder.name}}}`).join(', ');
  return `${unknown.slice(0, 3).join(', ')} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'} the shop fills in. Use ${names}, or write the words yourself.`;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The ship days as a sentence says them: "Monday to Wednesday", "Monday, Wednesday and Friday", "Tuesday". */
export function shipDaysText(days: readonly number[]): string {
  // Monday first: a shop's week, so Saturday and Sunday come last.
  const order = (day: number) => (day + 6) % 7;
  const sorted = [...new Set(days)].sort((a, b) => order(a) - order(b));
  if (sorted.length === 0) return '';
  if (sorted.length === 7) return 'every day';
  const isRun = sorted.length >= 3 && sorted.every((day, index) => index === 0 || order(day) === order(sorted[index - 1]!) + 1);
  if (isRun) return `${DAY_NAMES[sorted[0]!]} to ${DAY_NAMES[sorted.at(-1)!]}`;
  const names = sorted.map((day) => DAY_NAMES[day]!);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** An hour of the day as a sentence says it: "noon", "midnight", "3 pm", "9 am". */
export function hourText(hour: number): string {
  if (hour === 0 || hour === 24) return 'midnight';
  if (hour === 12) return 'noon';
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}
