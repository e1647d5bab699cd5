import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customerAddresses, customerProfiles, users } from '../../db/schema/accounts.ts';

/** One customer of another shop's list, checked, as the accounts module takes it in (decision 062). */
export interface ImportedCustomer {
  /** The row of the file it came from. */
  row: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  note: string;
  tags: string;
  taxExempt: boolean;
  previousSpentCents: number;
  previousOrders: number;
  acceptsEmail: boolean;
  acceptsSms: boolean;
  /** The default address, when the shop ships to it. */
  address: { company: string; street1: string; street2: string; city: string; state: string; zip: string; phone: string } | null;
}

/** Rows a statement: the users insert has 7 parameters a row, well under PostgreSQL's 65,535. */
const BATCH = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += BATCH) out.push(items.slice(at, at + BATCH));
  return out;
}

/** Of these addresses, the ones an account already uses (lower-cased), letter case aside. */
export async function findAccountEmails({ db, emails }: { db: DbOrTx; emails: readonly string[] }): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks([...new Set(emails.map((email) => email.toLowerCase()))])) {
    if (part.length === 0) continue;
    const rows = await db.select({ email: sql<string>`lower(${users.email})` }).from(users).where(inArray(sql`lower(${users.email})`, part));
    for (const row of rows) found.add(row.email);
  }
  return found;
}

/**
 * Makes an account for each customer whose email no account uses yet, in the caller's transaction: no
 * password (it cannot log in until one is set through an emailed link), unverified, asked for a name at
 * its first sign-in when the file had none; its profile and its address. An account that already has the
 * email is left as it is. Answers the accounts made, by lower-cased email.
 */
export async function createImportedCustomers({ db, customers, now }: { db: DbOrTx; customers: readonly ImportedCustomer[]; now: Date }): Promise<Map<string, number>> {
  const made = new Map<string, number>();
  for (const part of chunks(customers)) {
    const rows = await db
      .insert(users)
      .values(
        part.map((customer) => ({
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          passwordHash: null,
          role: 'customer' as const,
          needsName: customer.firstName === '' && customer.lastName === '',
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    for (const row of rows) made.set(row.email.toLowerCase(), row.id);
  }
  const kept = customers.filter((customer) => made.has(customer.email.toLowerCase()));
  for (const part of chunks(kept)) {
    await db.insert(customerProfiles).values(
      part.map((customer) => ({
        userId: made.get(customer.email.toLowerCase())!,
        phone: customer.phone,
        note: customer.note,
        tags: customer.tags,
        taxExempt: customer.taxExempt,
        previousSpentCents: customer.previousSpentCents,
        previousOrders: customer.previousOrders,
        importedAt: now,
      })),
    );
  }
  for (const part of chunks(kept.filter((customer) => customer.address !== null))) {
    await db
      .insert(customerAddresses)
      .values(part.map((customer) => ({ userId: made.get(customer.email.toLowerCase())!, ...customer.address!, isDefault: true, createdAt: now })));
  }
  return made;
}
