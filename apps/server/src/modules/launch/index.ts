/** The launch module's public face (docs/decisions/052-ready-to-open.md): the backup command records each backup it finishes. */
export { recordBackup } from './record-backup.ts';
