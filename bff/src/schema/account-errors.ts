import { fieldMessage } from '../accounts/account-messages';
import type { FieldProblem } from '../accounts/account-rules';
import { builder } from '../builder';
import { defineErrorType, ErrorInterface, invalidInput, type ErrorValue, type InvalidInputValue } from './error';

export const WrongCredentials = defineErrorType('WrongCredentials', 'The e-mail or the password is wrong (which one is not said).');
export const RateLimited = defineErrorType('RateLimited', 'Too many attempts from this e-mail or address; try again in a few minutes.');

export type AccountNotVerifiedValue = ErrorValue & { __typename: 'AccountNotVerified'; email: string };

export const AccountNotVerified = builder.objectRef<AccountNotVerifiedValue>('AccountNotVerified').implement({
  description: 'The account was made here and its e-mail code was not entered yet; a new code was sent.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'AccountNotVerified',
  fields: (t) => ({ email: t.exposeString('email', { description: 'Where the new code was sent: pass it to verifyAccount.' }) }),
});

export function wrongCredentials(message: string) {
  return { __typename: 'WrongCredentials' as const, code: 'WRONG_CREDENTIALS', message };
}

export function rateLimited(message: string) {
  return { __typename: 'RateLimited' as const, code: 'RATE_LIMITED', message };
}

export function fieldError(problem: FieldProblem, screen: 'register' | 'changePassword' = 'register'): InvalidInputValue {
  return invalidInput(problem.field, problem.code, fieldMessage(problem.code, screen));
}
