import { fromCents } from '@shop/shared/money';
import { type TaxReport, type TaxReportState, thresholdShare } from '@shop/shared/tax-report';
import type { DbOrTx } from '../../db/client.ts';
import { taxLedger, type TaxLedgerRow } from '../orders/index.ts';
import { listTaxStates } from '../tax/index.ts';
import { listNexusRows, toNexusThreshold } from './nexus-thresholds.ts';

/** The calendar months a report covers, in UTC: the month of `now` and the `months - 1` before it, [from, to). */
export function reportWindow(now: Date, months: number): { from: Date; to: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { from: new Date(Date.UTC(year, month - (months - 1), 1)), to: new Date(Date.UTC(year, month + 1, 1)) };
}

export interface TaxReportData {
  report: TaxReport;
  /** The ledger in cents, for the CSV (dollars are for screens). */
  ledger: TaxLedgerRow[];
}

/**
 * The owner's tax report (decision 036): the tax collected and given back per jurisdiction (the ship-to
 * state, or the tax region of its ZIP table the orders were taxed at: decision 046) and month, and
 * each state's orders and sales over the whole window beside its economic-nexus threshold. A state is
 * listed when the shop sold there or collects there.
 */
export async function getTaxReport({ db, input }: { db: DbOrTx; input: { now: Date; months: number } }): Promise<TaxReportData> {
  const { now, months } = input;
  const { from, to } = reportWindow(now, months);
  const ledger = await taxLedger({ db, input: { from, to } });
  const collecting = new Set((await listTaxStates({ db })).map((tax) => tax.state));
  const thresholds = new Map((await listNexusRows({ db })).map((row) => [row.state, row]));

  const totals = new Map<string, { orders: number; salesCents: number }>();
  for (const row of ledger) {
    const total = totals.get(row.state) ?? { orders: 0, salesCents: 0 };
    total.orders += row.orders;
    total.salesCents += row.salesCents;
    totals.set(row.state, total);
  }
  for (const state of collecting) if (!totals.has(state)) totals.set(state, { orders: 0, salesCents: 0 });

  const byState: TaxReportState[] = [...totals].map(([state, sold]) => {
    const row = thresholds.get(state);
    const kept = row ? toNexusThreshold(row) : null;
    return {
      state,
      orders: sold.orders,
      sales: fromCents(sold.salesCents),
      threshold: kept && { sales: kept.sales, transactions: kept.transactions, bothRequired: kept.bothRequired, asOf: kept.asOf, note: kept.note },
      share: row ? thresholdShare(row, sold) : 0,
      collecting: collecting.has(state),
    };
  });
  byState.sort((a, b) => b.share - a.share || b.sales - a.sales || a.state.localeCompare(b.state));

  return {
    ledger,
    report: {
      timeZone: 'UTC',
      asOf: now.toISOString(),
      from: from.toISOString(),
      to: to.toISOString(),
      months,
      monthly: ledger.map((row) => ({
        month: row.month,
        state: row.state,
        region: row.region,
        orders: row.orders,
        sales: fromCents(row.salesCents),
        taxableSales: fromCents(row.taxableCents),
        taxCollected: fromCents(row.taxCents),
        taxRefunded: fromCents(row.taxRefundedCents),
        untracedRefunds: fromCents(row.untracedRefundCents),
      })),
      byState,
    },
  };
}
