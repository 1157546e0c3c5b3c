import type { Context } from '../context';
import { fieldError } from '../schema/account-errors';
import { invalidInput, unavailable } from '../schema/error';
import { isSignedOut, requireSession } from '../session/require-session';
import { orSignedOut, upstreamAs } from '../session/upstream-as';
import { changePassword as submitPasswordChange, emailIsRegistered } from '../upstream/account-api';
import { accountMessages } from './account-messages';
import { passwordProblem } from './account-rules';
import { checkShape, codeError, mailCodeIf } from './sign-up-flow';
import { checkCode } from './verification-codes';

export async function changePassword(ctx: Context, currentPassword: string, newPassword: string) {
  const session = requireSession(ctx);
  if (isSignedOut(session)) return session;
  if (currentPassword === '') return fieldError({ field: 'currentPassword', code: 'REQUIRED' });
  const problem = passwordProblem(newPassword);
  if (problem) return fieldError({ field: 'newPassword', code: problem }, 'changePassword');
  const result = await orSignedOut(() =>
    submitPasswordChange(upstreamAs(ctx), { oldPassword: currentPassword, newPassword }, ctx.requestId),
  );
  if ('__typename' in result) return result;
  if (result.kind === 'wrong-current') return invalidInput('currentPassword', 'WRONG_PASSWORD', accountMessages.wrongCurrentPassword);
  // An empty reply or a crash is never taken for success.
  if (result.kind === 'unavailable') return unavailable(accountMessages.featureUnavailable, 'FEATURE_UNAVAILABLE');
  return passwordChanged();
}

/** Same answer whether or not the address has an account. */
export async function requestPasswordReset(ctx: Context, rawEmail: string) {
  return mailCodeIf(
    ctx,
    rawEmail,
    'reset',
    (email) => emailIsRegistered(ctx.services.upstream, email, ctx.requestId),
    accountMessages.resetCodeSent,
  );
}

/**
 * Checks the code and the new password. The upstream has no route that sets
 * a password without the old one (UPSTREAM.md), so a valid request ends in a
 * clear "not available" answer rather than a pretend success.
 */
export async function resetPassword(ctx: Context, rawEmail: string, code: string, newPassword: string) {
  const email = rawEmail.trim();
  const shape = checkShape(email, code);
  if (shape) return shape;
  const problem = passwordProblem(newPassword);
  if (problem) return fieldError({ field: 'newPassword', code: problem }, 'changePassword');
  const check = await checkCode(ctx.services.database.db, ctx.services.accounts.keys.codePepper, email, 'reset', code.trim());
  if (!check.ok) return codeError(check);
  return unavailable(accountMessages.resetUnavailable, 'FEATURE_UNAVAILABLE');
}

function passwordChanged() {
  return { __typename: 'PasswordChanged' as const, message: accountMessages.passwordChanged };
}
