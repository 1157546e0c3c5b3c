import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface RateLimit {
  bucket: string;
  max: number;
  windowMs: number;
}

const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** Sign-in attempts: 5 per e-mail and 20 per client address in 15 minutes. */
export function signInLimits(email: string, address: string): { byEmail: RateLimit; byAddress: RateLimit } {
  return {
    byEmail: { bucket: `sign-in:email:${email.trim().toLowerCase()}`, max: 5, windowMs: SIGN_IN_WINDOW_MS },
    byAddress: { bucket: `sign-in:address:${address}`, max: 20, windowMs: SIGN_IN_WINDOW_MS },
  };
}

/** Mails with a code (resend, password reset): 5 per e-mail and 20 per client address in 15 minutes. */
export function codeMailLimits(email: string, address: string): RateLimit[] {
  return [
    { bucket: `code-mail:email:${email.trim().toLowerCase()}`, max: 5, windowMs: SIGN_IN_WINDOW_MS },
    { bucket: `code-mail:address:${address}`, max: 20, windowMs: SIGN_IN_WINDOW_MS },
  ];
}

/**
 * Counts one attempt against every limit, then says whether any is now over.
 * Counting before checking means parallel attempts cannot all slip through;
 * the table is shared, so every BFF instance on the database sees the count.
 */
export async function countAttempt(db: Kysely<Database>, limits: RateLimit[], now = new Date()): Promise<boolean> {
  let limited = false;
  for (const limit of limits) {
    const since = new Date(now.getTime() - limit.windowMs);
    await db.deleteFrom('rate_limit_hit').where('bucket', '=', limit.bucket).where('hit_at', '<', since).execute();
    await db.insertInto('rate_limit_hit').values({ bucket: limit.bucket, hit_at: now }).execute();
    const { hits } = await db
      .selectFrom('rate_limit_hit')
      .select((eb) => eb.fn.countAll<number>().as('hits'))
      .where('bucket', '=', limit.bucket)
      .where('hit_at', '>=', since)
      .executeTakeFirstOrThrow();
    if (hits > limit.max) limited = true;
  }
  return limited;
}

/** Forgets a bucket's attempts (a successful sign-in clears its e-mail's count). */
export async function forgetAttempts(db: Kysely<Database>, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limit_hit').where('bucket', '=', bucket).execute();
}

/** Takes back the one attempt counted at `at` (a successful sign-in does not count against its address). */
export async function forgetAttempt(db: Kysely<Database>, bucket: string, at: Date): Promise<void> {
  await db.deleteFrom('rate_limit_hit').where('bucket', '=', bucket).where('hit_at', '=', at).execute();
}
