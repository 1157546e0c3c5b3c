import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Secrets made once and shared by every instance on this database (session key, code pepper).
  await db.schema
    .createTable('app_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // The upstream has no avatar route: the BFF keeps shoppers' avatars itself.
  await db.schema
    .createTable('user_avatar')
    .addColumn('user_id', 'integer', (col) => col.primaryKey())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('user_avatar_type', sql`content_type in ('image/jpeg', 'image/png')`)
    .addCheckConstraint('user_avatar_size', sql`octet_length(bytes) between 1 and 500000`)
    .execute();
}
