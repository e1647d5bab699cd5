import { ratePercentOf } from '@shop/shared/pricing-quote';
import { usStateName } from '@shop/shared/states';
import { tableOfFileName, type ZipRatesReport } from '@shop/shared/tax';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxStates, taxZipRates, taxZipTables } from '../../db/schema/tax.ts';
import { BadRequest, Conflict } from '../../errors.ts';
import { parseZipRates, UnreadableZipTable } from './parse-zip-rates.ts';
import { toZipTable } from './tax-states.ts';

/** Rows written per insert: 4 parameters each, far below PostgreSQL's 65,535. */
const CHUNK = 1000;
/** How many refused rows the 400 of a load names; the dry run lists them all. */
const NAMED = 3;

export interface LoadZipRatesInput {
  csv: string;
  fileName?: string | null;
  effectiveOn?: string | null;
  dryRun: boolean;
}

/** The day the rates take effect: the owner's, else the file name's (which must name this state when it names one). */
function effectiveDay(state: string, input: LoadZipRatesInput): string {
  const named = tableOfFileName(input.fileName);
  if (named && named.state !== state) {
    throw new BadRequest(`The file name says it is the table of ${usStateName(named.state) ?? named.state}, not of ${usStateName(state) ?? state}`);
  }
  const day = input.effectiveOn ?? named?.effectiveOn;
  if (!day) throw new BadRequest('Enter the day these rates take effect: the file name does not say (a published table is named like TAXRATES_ZIP5_NC202601.csv)');
  return day;
}

/**
 * Checks (dry run) or loads a state's ZIP rate table (decision 046): the counts, every refused row with
 * its reason, and the range of the rates. A load with any refused row writes nothing (400); otherwise, in
 * one transaction, the new table replaces the state's previous one whole. Only where the shop collects:
 * the state's own settings (shipping taxed, food plants exempt) still apply to its ZIP codes.
 */
export async function loadZipRates({ db, state, input }: { db: Db; state: string; input: LoadZipRatesInput }): Promise<ZipRatesReport> {
  const effectiveOn = effectiveDay(state, input);
  let parsed;
  try {
    parsed = parseZipRates(input.csv, state);
  } catch (error) {
    if (error instanceof UnreadableZipTable) throw new BadRequest(error.message);
    throw error;
  }
  const { accepted, refused } = parsed;
  const rates = accepted.map((row) => row.rateMillionths);
  const report = (replaces: typeof taxZipTables.$inferSelect | undefined, applied: boolean): ZipRatesReport => ({
    state,
    dryRun: input.dryRun,
    applied,
    effectiveOn,
    rows: parsed.rows,
    zips: accepted.length,
    regions: new Set(accepted.map((row) => row.region)).size,
    minRatePercent: rates.length > 0 ? ratePercentOf(Math.min(...rates)) : null,
    maxRatePercent: rates.length > 0 ? ratePercentOf(Math.max(...rates)) : null,
    refused,
    replaces: replaces ? toZipTable(replaces) : null,
  });

  return db.transaction(async (tx) => {
    // The state's row, held so that stopping collecting there waits for this load (or this load for it).
    const [collecting] = await tx.select({ state: taxStates.state }).from(taxStates).where(eq(taxStates.state, state)).for('update');
    if (!collecting) throw new Conflict(`The shop does not collect sales tax in ${usStateName(state) ?? state}: add the state first, then load its ZIP rates`);
    const [previous] = await tx.select().from(taxZipTables).where(eq(taxZipTables.state, state));
    if (input.dryRun) return report(previous, false);
    if (refused.length > 0) {
      const named = refused.slice(0, NAMED).map((row) => `line ${row.row}: ${row.reason}`).join('; ');
      throw new BadRequest(`Nothing was loaded: ${refused.length} ${refused.length === 1 ? 'row is' : 'rows are'} refused (${named}${refused.length > NAMED ? '; see the dry run for the rest' : ''})`);
    }
    await tx.delete(taxZipTables).where(eq(taxZipTables.state, state));
    await tx.insert(taxZipTables).values({
      state,
      effectiveOn,
      fileName: input.fileName || null,
      zips: accepted.length,
      minRateMillionths: Math.min(...rates),
      maxRateMillionths: Math.max(...rates),
    });
    for (let at = 0; at < accepted.length; at += CHUNK) {
      await tx.insert(taxZipRates).values(accepted.slice(at, at + CHUNK).map((row) => ({ state, ...row })));
    }
    return report(previous, true);
  });
}
