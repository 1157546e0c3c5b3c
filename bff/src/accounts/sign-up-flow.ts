import type { Context } from '../context';
import type { VerificationPurpose } from '../db/tables';
import { fieldError, rateLimited } from '../schema/account-errors';
import { invalidInput, unavailable } from '../schema/error';
import { shopUnavailable } from '../schema/unavailable-error';
import { register } from '../upstream/account-api';
import { accountMessages } from './account-messages';
import { emailProblem, normalizeSignUp, validateSignUp, type SignUpInput } from './account-rules';
import { clientAddress } from './client-address';
import { codeMailLimits, countAttempt } from './rate-limit';
import { CODE_LIFETIME_SECONDS, sendCode } from './send-code';
import { awaitsVerification, checkCode, isCodeShaped, type CodeCheck } from './verification-codes';

export interface CodeSentValue {
  __typename: 'CodeSent';
  email: string;
  codeExpiresInSeconds: number;
  message: string;
}

export async function signUp(ctx: Context, raw: SignUpInput) {
  const input = normalizeSignUp(raw);
  const problem = validateSignUp(input);
  if (problem) return fieldError(problem, 'register');
  if (await countAttempt(ctx.services.database.db, codeMailLimits(input.email, clientAddress(ctx)))) {
    return rateLimited(accountMessages.codeRateLimited);
  }
  const result = await register(ctx.services.upstream, input, ctx.requestId);
  if (result.kind === 'email-taken') return invalidInput('email', 'EMAIL_TAKEN', accountMessages.emailTaken);
  if (result.kind === 'unavailable') return unavailable(accountMessages.featureUnavailable, 'FEATURE_UNAVAILABLE');
  await sendCode(ctx, input.email, 'verify');
  return codeSent(input.email, accountMessages.codeSent);
}

export async function verifyAccount(ctx: Context, rawEmail: string, code: string) {
  const email = rawEmail.trim();
  const problem = checkShape(email, code);
  if (problem) return problem;
  const check = await checkCode(ctx.services.database.db, ctx.services.accounts.keys.codePepper, email, 'verify', code.trim());
  if (!check.ok) return codeError(check);
  return { __typename: 'AccountVerified' as const, email, message: accountMessages.verified };
}

/** Answers the same whether or not a code was due, so it reveals nothing about the address. */
export async function resendVerificationCode(ctx: Context, rawEmail: string) {
  return mailCodeIf(ctx, rawEmail, 'verify', (email) => awaitsVerification(ctx.services.database.db, email), accountMessages.codeSent);
}

export async function mailCodeIf(
  ctx: Context,
  rawEmail: string,
  purpose: VerificationPurpose,
  isDue: (email: string) => Promise<boolean | null>,
  message: string,
) {
  const email = rawEmail.trim();
  const problem = emailProblem(email);
  if (problem) return fieldError({ field: 'email', code: problem });
  if (await countAttempt(ctx.services.database.db, codeMailLimits(email, clientAddress(ctx)))) {
    return rateLimited(accountMessages.codeRateLimited);
  }
  const due = await isDue(email);
  if (due === null) return shopUnavailable();
  if (due) await sendCode(ctx, email, purpose);
  return codeSent(email, message);
}

export function checkShape(email: string, code: string) {
  const problem = emailProblem(email);
  if (problem) return fieldError({ field: 'email', code: problem });
  if (!isCodeShaped(code.trim())) return invalidInput('code', 'CODE_FORMAT', accountMessages.codeFormat);
  return null;
}

export function codeError(check: Exclude<CodeCheck, { ok: true }>) {
  switch (check.reason) {
    case 'wrong':
      return invalidInput('code', 'CODE_WRONG', accountMessages.codeWrong(check.attemptsLeft));
    case 'expired':
      return invalidInput('code', 'CODE_EXPIRED', accountMessages.codeExpired);
    case 'locked':
      return invalidInput('code', 'CODE_LOCKED', accountMessages.codeLocked);
    case 'missing':
      return invalidInput('code', 'CODE_MISSING', accountMessages.codeMissing);
  }
}

function codeSent(email: string, message: string): CodeSentValue {
  return { __typename: 'CodeSent', email, codeExpiresInSeconds: CODE_LIFETIME_SECONDS, message };
}
