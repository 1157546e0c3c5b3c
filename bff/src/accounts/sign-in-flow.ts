import type { Context } from '../context';
import { fieldError, type AccountNotVerifiedValue, rateLimited, wrongCredentials } from '../schema/account-errors';
import { viewerOf, type ViewerValue } from '../schema/account';
import { shopUnavailable } from '../schema/unavailable-error';
import { startSession } from '../session/session-state';
import { readUpstreamToken } from '../session/upstream-token';
import { exchangeSocialToken, login } from '../upstream/account-api';
import { accountMessages } from './account-messages';
import { validateSignIn } from './account-rules';
import { clientAddress } from './client-address';
import { codeMailLimits, countAttempt, forgetAttempt, forgetAttempts, signInLimits } from './rate-limit';
import { sendCode } from './send-code';
import { awaitsVerification } from './verification-codes';

export interface SignedInValue {
  __typename: 'SignedIn';
  viewer: ViewerValue;
}

export async function signIn(ctx: Context, rawEmail: string, password: string) {
  const email = rawEmail.trim();
  const problem = validateSignIn({ email, password });
  if (problem) return fieldError(problem);

  const db = ctx.services.database.db;
  const { byEmail, byAddress } = signInLimits(email, clientAddress(ctx));
  const attemptAt = new Date();
  if (await countAttempt(db, [byEmail, byAddress], attemptAt)) return rateLimited(accountMessages.signInRateLimited);

  const result = await login(ctx.services.upstream, email, password, ctx.requestId);
  if (result.kind === 'wrong') return wrongCredentials(accountMessages.wrongCredentials);
  if (result.kind === 'unavailable') return shopUnavailable();

  const info = await readUpstreamToken(result.token, ctx.services.accounts.upstreamJwtSecret);
  if (!info) return shopUnavailable();
  const accountEmail = info.email || email;
  if (await awaitsVerification(db, accountEmail)) {
    if (!(await countAttempt(db, codeMailLimits(accountEmail, clientAddress(ctx))))) await sendCode(ctx, accountEmail, 'verify');
    const notVerified: AccountNotVerifiedValue = {
      __typename: 'AccountNotVerified',
      code: 'ACCOUNT_NOT_VERIFIED',
      message: accountMessages.notVerified,
      email: accountEmail,
    };
    return notVerified;
  }
  // Only failures should add up: many shoppers may sign in from one office address.
  await forgetAttempts(db, byEmail.bucket);
  await forgetAttempt(db, byAddress.bucket, attemptAt);
  return signedIn(ctx, { userId: info.userId, email: accountEmail, fullname: info.fullname, token: result.token });
}

/** The `?tokenID=` a social provider's round trip ends with, exchanged for a session. */
export async function signInWithSocialToken(ctx: Context, tokenID: string) {
  if (tokenID.trim() === '') return fieldError({ field: 'tokenID', code: 'REQUIRED' });
  const result = await exchangeSocialToken(ctx.services.upstream, tokenID.trim(), ctx.requestId);
  if (result.kind === 'rejected') {
    return { __typename: 'InvalidInput' as const, field: 'tokenID', code: 'SOCIAL_TOKEN_REJECTED', message: accountMessages.socialExpired };
  }
  if (result.kind === 'unavailable') return shopUnavailable();
  const info = await readUpstreamToken(result.token, ctx.services.accounts.upstreamJwtSecret);
  if (!info) return shopUnavailable();
  return signedIn(ctx, { userId: info.userId, email: info.email, fullname: info.fullname, token: result.token });
}

async function signedIn(ctx: Context, session: Parameters<typeof startSession>[1]): Promise<SignedInValue> {
  await startSession(ctx, session);
  return { __typename: 'SignedIn', viewer: viewerOf(session) };
}
