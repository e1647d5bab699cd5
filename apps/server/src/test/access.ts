import type { TestShop } from './harness.ts';

export interface Actor {
  id: number;
  token: string;
}

/** What every access case can use: the shop and its three signed-in actors. */
export interface Fixtures {
  shop: TestShop;
  shopper: Actor;
  otherShopper: Actor;
  admin: Actor;
}

export interface AccessRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * One row of the access-control table: an endpoint (as registered) and the status each actor gets.
 * `request` runs once per actor, so it can make fresh data (a product to delete) for each cell.
 * For `/api/users/:id/...` endpoints the path names `shopper`: `otherShopper` is the intruder.
 */
export interface AccessCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  request: (fixtures: Fixtures) => AccessRequest | Promise<AccessRequest>;
  expect: { anonymous: number; shopper: number; otherShopper: number; admin: number };
}
