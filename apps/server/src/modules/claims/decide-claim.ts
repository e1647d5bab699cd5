import { type AdminClaim, CLAIM_REASON_LABELS } from '@shop/shared/claims';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { claimEvents, claimReplacements, claims } from '../../db/schema/claims.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { deliverEmail, type Mailer } from '../email/index.ts';
import { listOrderRefunds } from '../orders/index.ts';
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
 * The conductor's first step of a replacement (decision 066): the claim's row, locked in the conductor's
 * transaction, only while it waits for the owner.
 */
export async function lockClaimToDecide({ db, input }: { db: DbOrTx; input: { claimId: number; now: Date } }): Promise<ClaimRow> {
  return lockWaitingClaim(db, input.claimId, input.now);
}

/**
 * A replacement was placed for the claim (by the conductor, in the same transaction): it is recorded as
 * the claim's one replacement (`claim_replacements`' primary key is the claim: a second is impossible,
 * whoever presses the button) with the owner's note to the customer (shown on their claim and in the
 * email), and the claim is replaced. Answers the email to send after the commit.
 */
export async function recordClaimReplaced({ db, config, input }: { db: DbOrTx; config: Config; input: { claim: ClaimRow; replacementOrderId: number; note: string; now: Date } }): Promise<number | null> {
  const { claim, replacementOrderId, note } = input;
  await db.insert(claimReplacements).values({ claimId: claim.id, orderId: replacementOrderId, note });
  const eventId = await recordStep(db, claim, 'replaced', `Replacement order #${replacementOrderId}: ${note}`, input.now);
  return queueClaimEmail({ db, config, input: { claim, step: 'replaced', note, eventId, replacementOrderId } });
}

/** What a claim's refund is called on the order: the refund's reason names the claim, so it is never made twice. */
export function claimRefundReason(claim: ClaimRow): string {
  return `Claim #${claim.id}: ${CLAIM_REASON_LABELS[claim.reason].toLowerCase()}`;
}

/**
 * The conductor's first step of a claim's refund (decision 066): the claim is held (`deciding`) while the
 * payment provider is asked, outside any transaction, so a second approval is a 409. A hold that lapsed
 * (an instance stopped while the provider was asked) may have refunded already: then the claim is
 * refunded now and the answer is null, nothing to ask.
 */
export async function holdClaimForRefund({ db, input }: { db: Db; input: { claimId: number; now: Date } }): Promise<ClaimRow | null> {
  return db.transaction(async (tx) => {
    const locked = await lockWaitingClaim(tx, input.claimId, input.now);
    const reason = claimRefundReason(locked);
    if (locked.deciding && (await listOrderRefunds({ db: tx, input: { orderId: locked.orderId } })).some((refund) => refund.failedAt === null && refund.reason === reason)) {
      await recordStep(tx, locked, 'refunded', reason, input.now);
      return null;
    }
    await tx.update(claims).set({ deciding: input.now }).where(eq(claims.id, locked.id));
    return locked;
  });
}

/** The refund was refused: the claim waits for the owner again. */
export async function releaseClaim({ db, input }: { db: DbOrTx; input: { claimId: number } }): Promise<void> {
  await db.update(claims).set({ deciding: null }).where(eq(claims.id, input.claimId));
}

/** The refund is made (or kept by the refund flow, to be asked again): the claim counts as refunded, once. */
export async function recordClaimRefunded({ db, input }: { db: Db; input: { claimId: number; now: Date } }): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(claims).where(eq(claims.id, input.claimId)).for('update');
    if (locked && (locked.status === 'open' || locked.status === 'info')) await recordStep(tx, locked, 'refunded', claimRefundReason(locked), input.now);
  });
}
