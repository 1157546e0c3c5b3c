import type { Kysely } from 'kysely';
import type { Database, UserAvatarTable } from '../db/tables';

export async function saveAvatar(
  db: Kysely<Database>,
  userId: number,
  contentType: UserAvatarTable['content_type'],
  bytes: Uint8Array,
): Promise<Date> {
  const updatedAt = new Date();
  await db
    .insertInto('user_avatar')
    .values({ user_id: userId, content_type: contentType, bytes, updated_at: updatedAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ content_type: contentType, bytes, updated_at: updatedAt }))
    .execute();
  return updatedAt;
}

export async function findAvatar(db: Kysely<Database>, userId: number) {
  return db.selectFrom('user_avatar').select(['content_type', 'bytes', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
}

/** The BFF URL of a stored avatar; the version makes a new upload a new URL (long caching is then safe). */
export async function avatarUrl(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('user_avatar').select('updated_at').where('user_id', '=', userId).executeTakeFirst();
  return row ? avatarPath(userId, row.updated_at) : null;
}

export function avatarPath(userId: number, updatedAt: Date): string {
  return `/avatars/${userId}?v=${updatedAt.getTime().toString(36)}`;
}
