import { createQueryId, sql, type Kysely, type KyselyPlugin } from 'kysely';
import type { AppOptions } from '../../bff/src/app';
import type { DatabaseKind } from '../../bff/src/db/database';
import type { Database, NewReview } from '../../bff/src/db/tables';
import { newSchemaName, TEST_POSTGRES_URL } from '../db/test-databases';
import type { DoubleMode } from '../double/mode';
import { DEMO_USERS, SEED_USERS } from '../double/seed/users';
import { startStack, type Stack } from './stack';

/** A stack whose BFF keeps its data in PGlite (in memory) or in a fresh PostgreSQL schema, dropped on close. */
export async function startStackOn(
  kind: DatabaseKind,
  mode: DoubleMode,
  options: Partial<AppOptions> & { extraProducts?: number } = {},
): Promise<Stack> {
  if (kind === 'pglite') return startStack(mode, options);
  const schema = newSchemaName();
  const stack = await startStack(mode, { ...options, databaseUrl: TEST_POSTGRES_URL, databaseSchema: schema });
  return {
    ...stack,
    async close() {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(stack.app.services.database.db).catch(() => undefined);
      await stack.close();
    },
  };
}

/** Signs a demo user in through the BFF and returns the Cookie header that carries the session. */
export async function signInAs(stack: Stack, email: string): Promise<Record<string, string>> {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  const result = await stack.gql(
    `mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { __typename } }`,
    { email, password: user.password },
  );
  if (result.data?.signIn?.__typename !== 'SignedIn') throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
  const cookies = result.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { cookie: cookies.join('; ') };
}

/** Reviews inserted straight into the BFF's store, approved, one minute apart (the last is the newest). */
export async function insertReviews(
  db: Kysely<Database>,
  productId: number,
  count: number,
  author: (i: number) => number = (i) => 1000 + i,
): Promise<void> {
  const start = Date.UTC(2023, 0, 1);
  const rows: NewReview[] = Array.from({ length: count }, (_, i) => ({
    user_id: author(i),
    product_id: productId,
    rating: (i % 5) + 1,
    text: `Đánh giá số ${i + 1}`,
    status: 'approved',
    created_at: new Date(start + i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insertInto('review').values(rows.slice(i, i + 1000)).execute();
}

/** Secrets of the double's users that must never come out of the BFF. */
export function userSecrets(): string[] {
  return SEED_USERS.flatMap((u) => [u.email, u.phone, u.password, '$scrypt$']);
}

/**
 * Counts the SQL statements that touch the review tables (reviews and their
 * rating counts), by swapping a counting copy of the app's Kysely instance
 * in; `restore()` puts it back.
 */
export function countReviewQueries(database: { db: Kysely<Database> }) {
  const original = database.db;
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      const { sql } = original.getExecutor().compileQuery(node, createQueryId());
      if (/"review(_rating_count)?"/.test(sql)) statements.push(sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  database.db = original.withPlugin(plugin);
  return {
    statements,
    restore: () => {
      database.db = original;
    },
  };
}
