import type { DbOrTx } from '../../db/client.ts';
import { lastBackup } from '../../db/schema/launch.ts';

export interface BackupRecord {
  finishedAt: Date;
  file: string;
  rows: number;
}

/** Keeps when the last backup finished (`npm run backup`, after its file is complete): the checklist reads it. */
export async function recordBackup({ db, backup }: { db: DbOrTx; backup: BackupRecord }): Promise<void> {
  await db.insert(lastBackup).values({ id: 1, ...backup }).onConflictDoUpdate({ target: lastBackup.id, set: backup });
}

/** The last backup the command finished, or null when none ever did. */
export async function readLastBackup({ db }: { db: DbOrTx }): Promise<BackupRecord | null> {
  const [row] = await db.select().from(lastBackup).limit(1);
  return row ? { finishedAt: row.finishedAt, file: row.file, rows: row.rows } : null;
}
