import { fromCents } from '@shop/shared/money';
import type { AdminOrder } from '@shop/shared/orders';
import type { DbOrTx } from '../../db/client.ts';
import { getOrder, listOrderRefunds } from '../orders/index.ts';
import { listPayments, listRefunds, refundable } from '../payments/index.ts';

/** One order as the admin sees it: the order with every payment attempt and every refund. */
export async function getAdminOrder({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<AdminOrder> {
  const order = await getOrder({ db, input });
  const money = await refundable({ db, input });
  const ofOrder = await listOrderRefunds({ db, input });
  const refunds = (await listRefunds({ db, input })).map((refund) => {
    const meaning = ofOrder.find((r) => r.refundId === refund.id);
    return {
      id: refund.id,
      kind: meaning?.kind ?? 'provider',
      amount: fromCents(refund.amountCents),
      status: refund.status,
      reason: meaning?.reason ?? '',
      restocked: meaning?.lines.reduce((sum, line) => sum + line.restock, 0) ?? 0,
      createdAt: refund.createdAt.toISOString(),
    };
  });
  return {
    ...order,
    payments: await listPayments({ db, input }),
    refunds,
    refundable: fromCents(Math.max(0, money.remainingCents)),
    refundInFlight: ofOrder.some((r) => r.appliedAt === null && r.failedAt === null),
  };
}
