import type { DbOrTx } from '../../db/client.ts';
import type { AuditKind } from '@shop/shared/audit';
import { auditEvents } from '../../db/schema/audit.ts';

export interface AuditEntry {
  actor: { id: number; email: string };
  address: string | null;
  kind: AuditKind;
  summary: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/**
 * Records one change in the activity log. Call it inside the change's own transaction, so the record and the
 * change are written together or not at all. Answers the record's id.
 */
export async function recordAudit({ db, entry }: { db: DbOrTx; entry: AuditEntry }): Promise<number> {
  const [row] = await db
    .insert(auditEvents)
    .values({
      at: entry.at,
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      address: entry.address,
      kind: entry.kind,
      summary: entry.summary,
      before: entry.before,
      after: entry.after,
    })
    .returning({ id: auditEvents.id });
  return row!.id;
}
