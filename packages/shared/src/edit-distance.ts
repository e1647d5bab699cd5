/**
 * Whether `a` becomes `b` in at most `max` edits: a letter added, removed, changed, or two neighbours
 * swapped (Damerau-Levenshtein, optimal string alignment). Stops as soon as every path costs more.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  // Three rows of the edit table: two back (for swaps), the previous one and the current one.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cell = Math.min(cell, before[j - 2]! + 1);
      current.push(cell);
      best = Math.min(best, cell);
    }
    if (best > max) return false;
    before = previous;
    previous = current;
  }
  return previous[b.length]! <= max;
}

/**
 * How many typos a searched word may carry: none up to 3 letters (a 3-letter word is a third wrong
 * after one), one up to 5, two from 6. Numbers are never "nearly" right.
 */
export function typosAllowed(word: string): number {
  if (/\p{N}/u.test(word)) return 0;
  return word.length <= 3 ? 0 : word.length <= 5 ? 1 : 2;
}
