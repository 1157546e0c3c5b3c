import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface SessionKeys {
  /** 32 bytes for the session cookie's A256GCM. */
  session: Uint8Array;
  /** Secret pepper for verification-code hashes. */
  codePepper: Uint8Array;
}

const MASTER_NAME = 'master';
const MIN_SECRET_LENGTH = 32;

/**
 * Keys come from SESSION_SECRET when it is set; otherwise from a random
 * master secret made once and kept in the BFF's database, so every instance
 * sharing that database reads every other's cookies.
 */
export async function loadSessionKeys(db: Kysely<Database>, sessionSecret?: string): Promise<SessionKeys> {
  if (sessionSecret !== undefined && sessionSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  const master = sessionSecret ?? (await storedMasterSecret(db));
  return { session: derive(master, 'session-cookie'), codePepper: derive(master, 'verification-code') };
}

function derive(master: string, purpose: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`${purpose}\u0000${master}`).digest());
}

async function storedMasterSecret(db: Kysely<Database>): Promise<string> {
  // Two instances starting together: one insert wins, both read the winner.
  await db
    .insertInto('app_secret')
    .values({ name: MASTER_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secret').select('value').where('name', '=', MASTER_NAME).executeTakeFirstOrThrow();
  return row.value;
}
