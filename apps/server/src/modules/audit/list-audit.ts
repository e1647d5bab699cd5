import type { AuditEvent, AuditKind } from '@shop/shared/audit';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';

/** The newest 200 records of the activity log, of one kind or every kind. */
export async function listAudit({
  db,
  kind,
}: {
  db: DbOrTx;
  kind?: AuditKind | undefined;
}): Promise<AuditEvent[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(kind ? eq(auditEvents.kind, kind) : undefined)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    address: row.address,
    kind: row.kind,
    summary: row.summary,
    before: row.before,
    after: row.after,
  }));
}
