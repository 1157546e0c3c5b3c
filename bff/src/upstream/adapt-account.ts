import { readImageSrc } from './safe-url';
import { asRecord, readId, readText } from './read-field';

/** The signed-in shopper's own row: their e-mail and phone, never the hash the list also carries. */
export interface OwnAccount {
  id: number;
  fullname: string;
  email: string;
  phone: string | null;
  avatar: string | null;
}

/** Picks the row of `userId` from the public user list and keeps only the fields the shopper may see. */
export function findOwnAccount(rows: readonly unknown[], userId: number): OwnAccount | null {
  for (const raw of rows) {
    const row = asRecord(raw);
    if (!row || readId(row.id) !== userId) continue;
    return {
      id: userId,
      fullname: readText(row.fullname) ?? readText(row.name) ?? '',
      email: readText(row.email) ?? '',
      phone: readText(row.phone),
      avatar: readImageSrc(row.avt),
    };
  }
  return null;
}

/** The token in a login-like answer: `token`, or register's `access_token: "Bearer <jwt>"`. */
export function readAuthToken(body: Record<string, unknown>): string | null {
  const raw = readText(body.token) ?? readText(body.access_token);
  return raw ? raw.replace(/^Bearer\s+/i, '') : null;
}
