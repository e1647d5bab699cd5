import { type AdminClaim, CLAIM_REASON_LABELS } from '@shop/shared/claims';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { claimEvents, claimReplacements, claims } from '../../db/schema/claims.ts';
import { Conflict, HttpError, NotFound } from '../../errors.ts';
import { refundOrder } from '../checkout/index.ts';
import { deliverEmail, type Mailer } from '../email/index.ts';
import { listOrderRefunds, placeReplacementOrder } from '../orders/index.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { getAdminClaim } from './admin-claims.ts';
import type { ClaimRow } from './claim-views.ts';
import { queueClaimEmail } from './queue-claim-email.ts';

interface Deps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
}

/** A refund being asked of the provider holds its claim this long at most (a crashed instance's hold lapses). */
const DECIDING_MS = 10 * 60 * 1000;

/** The claim's row, locked until the transaction ends; only a claim waiting for the owner may be decided. */
async function lockWaitingClaim(tx: DbOrTx, claimId: number, now: Date): Promise<ClaimRow> {
  const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
  if (!claim) throw new NotFound('Claim');
  if (claim.status !== 'open' && claim.status !== 'info') throw new Conflict(`Claim #${claimId} is already decided (${claim.status})`);
  if (claim.deciding && claim.deciding.getTime() > now.getTime() - DECIDING_MS) throw new Conflict(`A refund for claim #${claimId} is waiting for the payment provider`);
  return claim;
}

async function recordStep(tx: DbOrTx, claim: ClaimRow, kind: 'info-requested' | 'denied' | 'replaced' | 'refunded', note: string | null, now: Date): Promise<number> {
  const status = kind === 'info-requested' ? 'info' : kind;
  await tx.update(claims).set({ status, deciding: null, updatedAt: now }).where(eq(claims.id, claim.id));
  const [event] = await tx.insert(claimEvents).values({ claimId: claim.id, kind, note, at: now }).returning({ id: claimEvents.id });
  return event!.id;
}

async function send(deps: Deps, emailId: number | null): Promise<void> {
  if (emailId !== null) await deliverEmail(deps, { id: emailId });
}

/** The owner asks the customer for more (photos, a detail): the email links to the claim on the status page. */
export async function requestClaimInfo(deps: Deps, input: { claimId: number; message: string; now: Date }): Promise<AdminClaim> {
  const emailId = await deps.db.transaction(async (tx) => {
    const claim = await lockWaitingClaim(tx, input.claimId, input.now);
    const eventId = await recordStep(tx, claim, 'info-requested', input.message, input.now);
    return queueClaimEmail({ db: tx, config: deps.config, input: { claim, step: 'info-requested', note: input.message, eventId } });
  });
  await send(deps, emailId);
  return getAdminClaim({ db: deps.db, input });
}

/** The owner declines the claim with a reason the customer reads. */
export async function denyClaim(deps: Deps, input: { claimId: number; reason: string; now: Date }): Promise<AdminClaim> {
  const emailId = await deps.db.transaction(async (tx) => {
    const claim = await lockWaitingClaim(tx, input.claimId, input.now);
    const eventId = await recordStep(tx, claim, 'denied', input.reason, input.now);
    return queueClaimEmail({ db: tx, config: deps.config, input: { claim, step: 'denied', note: input.reason, eventId } });
  });
  await send(deps, emailId);
  return getAdminClaim({ db: deps.db, input });
}

/**
 * Approves the claim with a replacement: in one transaction holding the claim's row, a $0 order of the
 * same variant and quantity is placed (its stock held and sold by the inventory, so it never oversells:
 * not enough stock is a 409 naming the plant and changes nothing), recorded as the claim's one replacement
 * (`claim_replacements`' primary key is the claim: a second is impossible, whoever presses the button),
 * and the claim is replaced, with the owner's note to the customer (kept with the replacement, shown on
 * their claim and in the email). The customer's email goes after the commit.
 */
export async function replaceClaim(deps: Deps, input: { claimId: number; note: string; now: Date }): Promise<AdminClaim> {
  const emailId = await deps.db.transaction(async (tx) => {
    const claim = await lockWaitingClaim(tx, input.claimId, input.now);
    const order = await placeReplacementOrder({ db: tx, input: { orderId: claim.orderId, lineId: claim.orderLineId, qty: claim.qty, now: input.now } });
    await tx.insert(claimReplacements).values({ claimId: claim.id, orderId: order.id, note: input.note });
    const eventId = await recordStep(tx, claim, 'replaced', `Replacement order #${order.id}: ${input.note}`, input.now);
    return queueClaimEmail({ db: tx, config: deps.config, input: { claim, step: 'replaced', note: input.note, eventId, replacementOrderId: order.id } });
  });
  await send(deps, emailId);
  return getAdminClaim({ db: deps.db, input });
}

/**
 * Approves the claim with a refund of the claimed units through the shop's refund flow (checkout's
 * refundOrder: the payment provider, its idempotency key, the refund email). The claim is held
 * (`deciding`) while the provider is asked, outside any transaction, so a second approval is a 409. A
 * refund the flow refuses (nothing paid, a refund in flight) frees the claim again; one the provider has
 * not answered yet is kept by the flow and asked again by the sweep, so the claim counts as refunded.
 */
export async function refundClaim(deps: Deps & { payments: PaymentProviders }, input: { claimId: number; restock: boolean; now: Date }): Promise<AdminClaim> {
  const { db } = deps;
  const reasonOf = (claim: ClaimRow) => `Claim #${claim.id}: ${CLAIM_REASON_LABELS[claim.reason].toLowerCase()}`;
  const held = await db.transaction(async (tx) => {
    const locked = await lockWaitingClaim(tx, input.claimId, input.now);
    // A hold that lapsed (an instance stopped while the provider was asked) may have refunded already:
    // the refund's reason names the claim, so it is never made twice.
    if (locked.deciding && (await listOrderRefunds({ db: tx, input: { orderId: locked.orderId } })).some((refund) => refund.failedAt === null && refund.reason === reasonOf(locked))) {
      await recordStep(tx, locked, 'refunded', reasonOf(locked), input.now);
      return null;
    }
    await tx.update(claims).set({ deciding: input.now }).where(eq(claims.id, locked.id));
    return locked;
  });
  if (!held) return getAdminClaim({ db, input });
  const claim = held;
  const reason = reasonOf(claim);
  try {
    await refundOrder({
      ...deps,
      input: { orderId: claim.orderId, request: { kind: 'lines', restock: input.restock, lines: [{ lineId: claim.orderLineId, qty: claim.qty }] }, reason, now: input.now },
    });
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 502)) {
      await db.update(claims).set({ deciding: null }).where(eq(claims.id, claim.id));
      throw error;
    }
  }
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(claims).where(eq(claims.id, claim.id)).for('update');
    if (locked && (locked.status === 'open' || locked.status === 'info')) await recordStep(tx, locked, 'refunded', reason, input.now);
  });
  return getAdminClaim({ db, input });
}
