import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, VerificationPurpose } from '../db/tables';

export const CODE_LIFETIME_MS = 120_000;
export const MAX_CODE_ATTEMPTS = 5;

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'expired' | 'locked' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number };

/** Codes are bound to the address as typed, ignoring case and padding. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isCodeShaped(code: string): boolean {
  return /^[0-9]{6}$/.test(code);
}

/** Only this keyed hash is stored: a database dump reveals no code. */
export function hashCode(pepper: Uint8Array, purpose: VerificationPurpose, email: string, code: string): string {
  return createHmac('sha256', pepper).update(`${purpose}\u0000${normalizeEmail(email)}\u0000${code}`).digest('hex');
}

/** Makes a new 6-digit code; it replaces any earlier one for the same address and purpose. */
export async function issueCode(
  db: Kysely<Database>,
  pepper: Uint8Array,
  email: string,
  purpose: VerificationPurpose,
  now = new Date(),
): Promise<{ code: string; expiresAt: Date }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  await db
    .insertInto('verification_code')
    .values({ email: normalizeEmail(email), purpose, code_hash: hashCode(pepper, purpose, email, code), expires_at: expiresAt, created_at: now })
    .execute();
  return { code, expiresAt };
}

/** Checks the latest code; a wrong guess counts, the fifth locks it, a right one is used up. */
export async function checkCode(
  db: Kysely<Database>,
  pepper: Uint8Array,
  email: string,
  purpose: VerificationPurpose,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  const latest = await latestCode(db, email, purpose);
  if (!latest || latest.consumed_at) return { ok: false, reason: 'missing' };
  if (latest.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'locked' };
  if (latest.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const expected = Buffer.from(latest.code_hash, 'hex');
  const given = Buffer.from(hashCode(pepper, purpose, email, code), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    // The guard makes a code single-use even when two requests race.
    const used = await db
      .updateTable('verification_code')
      .set({ consumed_at: now })
      .where('id', '=', latest.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', MAX_CODE_ATTEMPTS)
      .returning('id')
      .executeTakeFirst();
    return used ? { ok: true } : { ok: false, reason: 'missing' };
  }
  const counted = await db
    .updateTable('verification_code')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', latest.id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  const attemptsLeft = MAX_CODE_ATTEMPTS - counted.attempts;
  return attemptsLeft <= 0 ? { ok: false, reason: 'locked' } : { ok: false, reason: 'wrong', attemptsLeft };
}

/** True while an account made through the BFF has not entered its code yet. */
export async function awaitsVerification(db: Kysely<Database>, email: string): Promise<boolean> {
  const latest = await latestCode(db, email, 'verify');
  return latest !== undefined && latest.consumed_at === null;
}

function latestCode(db: Kysely<Database>, email: string, purpose: VerificationPurpose) {
  return db
    .selectFrom('verification_code')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
