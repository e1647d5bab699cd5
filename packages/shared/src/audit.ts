import { z } from 'zod';

/**
 * The activity log as the owner reads it (docs/decisions/065-one-audit-of-a-bulk-edit.md): who changed what,
 * before and after, when and from which address. Newest first.
 */
/** What the owner's writes the activity log records so far (its table's CHECK is built from this list). */
export const AUDIT_KINDS = ['products.bulk', 'orders.tracking'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const auditEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  actorEmail: z.string(),
  address: z.string().nullable(),
  kind: z.string(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditQuery = z.object({
  kind: z.enum(AUDIT_KINDS).optional(),
});
