/** The test page's cards, as Stripe's test mode uses them. */
export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'zip';

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  zip: string;
}

export type CardCheck = { ok: true } | { ok: false; status: 400 | 402; field?: CardField; message: string };

const LABELS: Record<CardField, string> = { cardNumber: 'card number', expiry: 'expiry date', cvc: 'CVC', zip: 'ZIP code' };

/** The four fields from a posted form; anything not a string counts as missing. */
export function cardFormOf(body: unknown): CardForm {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (key: CardField) => (typeof record[key] === 'string' ? (record[key] as string).trim().slice(0, 64) : '');
  return { cardNumber: text('cardNumber'), expiry: text('expiry'), cvc: text('cvc'), zip: text('zip') };
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY): the card works until the end of that month, UTC. */
function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  if (!match) return 'Enter the expiry date as MM/YY, for example 12/30.';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'The expiry month must be between 01 and 12.';
  if (Date.UTC(year, month, 1) <= now.getTime()) return 'Your card has expired.';
  return null;
}

/** What the test page says about a posted card: 4242... pays, 4000...0002 is declined, the rest explain. */
export function checkTestCard(form: CardForm, now: Date): CardCheck {
  const missing = (Object.keys(LABELS) as CardField[]).filter((field) => form[field] === '');
  if (missing.length > 0) {
    return { ok: false, status: 400, field: missing[0], message: `Please enter the ${missing.map((f) => LABELS[f]).join(', ')}.` };
  }
  const number = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return { ok: false, status: 400, field: 'cardNumber', message: 'That card number is not valid. Check it and try again.' };
  }
  const expiry = expiryProblem(form.expiry, now);
  if (expiry) return { ok: false, status: 400, field: 'expiry', message: expiry };
  if (!/^\d{3,4}$/.test(form.cvc)) return { ok: false, status: 400, field: 'cvc', message: 'The CVC is the 3 or 4 digits on the back of the card.' };
  if (!/^\d{5}(-?\d{4})?$/.test(form.zip)) return { ok: false, status: 400, field: 'zip', message: 'Enter a 5-digit ZIP code (or ZIP+4).' };
  if (number === DECLINED_CARD) return { ok: false, status: 402, message: 'Your card was declined.' };
  if (number !== PAYING_CARD) {
    return {
      ok: false,
      status: 400,
      field: 'cardNumber',
      message: 'This test page only knows the test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
    };
  }
  return { ok: true };
}
