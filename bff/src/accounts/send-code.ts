import type { Context } from '../context';
import type { VerificationPurpose } from '../db/tables';
import { codeMail } from './code-mail';
import { CODE_LIFETIME_MS, issueCode } from './verification-codes';

export const CODE_LIFETIME_SECONDS = CODE_LIFETIME_MS / 1000;

/**
 * Makes a code and mails it. A mail that cannot be sent is logged, not
 * thrown: the shopper can ask for another with "Gửi lại mã".
 */
export async function sendCode(ctx: Context, email: string, purpose: VerificationPurpose): Promise<void> {
  const { database, accounts, logger } = ctx.services;
  const { code } = await issueCode(database.db, accounts.keys.codePepper, email, purpose);
  try {
    await accounts.mailer.send(codeMail(email, code, purpose, CODE_LIFETIME_SECONDS));
  } catch (error) {
    logger.error({ requestId: ctx.requestId, err: error, purpose }, 'code mail not sent');
  }
}
