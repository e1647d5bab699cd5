import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { MSG } from './messages.ts';

/**
 * The one rule for a new password, on the server and in the forms (decision 018): zxcvbn-ts with its
 * common dictionary (about 49,000 passwords seen most often in breaches, plus keyboard walks, sequences,
 * repeats, dates and l33t spellings of them) must estimate at least a million guesses (its score 2).
 * Every listed password, and `password`, `12345678` or `qwertyui`, is below that; a random 8 characters
 * is above. About 220 KB of gzip: the web app loads this file only on the screens that set a password.
 */
const MIN_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/** Words the password must not lean on: the person's names and email, split where people split them. */
function contextWords(userInputs: readonly string[]): string[] {
  return userInputs.flatMap((input) => [input, ...input.toLowerCase().split(/[@.\s_+-]+/)]).filter((word) => word.length >= 3);
}

/** `MSG.weakPassword` when the password is too easy to guess for this person, else undefined. */
export function passwordProblem(password: string, userInputs: readonly string[] = []): string | undefined {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, contextWords(userInputs)).score < MIN_SCORE ? MSG.weakPassword : undefined;
}
