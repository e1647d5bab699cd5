/**
 * The activity log's public face (docs/decisions/065-one-audit-of-a-bulk-edit.md): a module records a change of
 * the owner's in the change's own transaction. A leaf: it calls no other module.
 */
export { type AuditEntry, recordAudit } from './record-audit.ts';
