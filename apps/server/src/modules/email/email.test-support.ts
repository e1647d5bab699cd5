import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Test support: a data folder of its own for a test shop, and the emails written into its outbox folder. */

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-orders-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function mailFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'mail');
  try {
    return readdirSync(dir).map((name) => readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    return [];
  }
}
