import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The database's half of a list the code already names (docs/decisions/064): a CHECK built from the shared
 * constant, so the two cannot drift. `'a', 'b'` in the constant's order, which is the SQL the migrations hold.
 */
export const inList = (values: readonly string[]): SQL => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** `column in (...)`: the column holds one of `values`. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${inList(values)})`;

/** `column is null or column in (...)`: none yet, or one of `values`. */
export const nullOrOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} is null or ${column} in (${inList(values)})`;
