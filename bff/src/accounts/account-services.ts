import { join } from 'node:path';
import type { AppDatabase } from '../db/database';
import { loadSessionKeys, type SessionKeys } from '../session/session-keys';
import { outboxMailer, smtpMailer, type Mailer } from './mailer';

/** What the account and session code needs, made once per BFF instance. */
export interface AccountServices {
  keys: SessionKeys;
  /** The backend's HS256 secret (UPSTREAM_JWT_SECRET), to verify its tokens; otherwise they are only decoded. */
  upstreamJwtSecret?: Uint8Array;
  mailer: Mailer;
}

export interface AccountOptions {
  sessionSecret?: string;
  upstreamJwtSecret?: string;
  /** Unset: mail goes to the outbox (table + files). */
  smtpUrl?: string;
  mailFrom?: string;
  /** The BFF's data folder; the outbox files go to `<dataDir>/.outbox` (none for 'memory://'). */
  dataDir?: string;
}

export const DEFAULT_MAIL_FROM = 'Tiệm In Thẻ <no-reply@localhost>';

export async function createAccountServices(database: AppDatabase, options: AccountOptions): Promise<AccountServices> {
  const keys = await loadSessionKeys(database.db, options.sessionSecret);
  const mailer = options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.mailFrom ?? DEFAULT_MAIL_FROM)
    : outboxMailer(database.db, outboxDir(options.dataDir));
  return {
    keys,
    upstreamJwtSecret: options.upstreamJwtSecret ? new TextEncoder().encode(options.upstreamJwtSecret) : undefined,
    mailer,
  };
}

export function outboxDir(dataDir: string | undefined): string | null {
  const dir = dataDir ?? '.data';
  return dir.includes('://') ? null : join(dir, '.outbox');
}
