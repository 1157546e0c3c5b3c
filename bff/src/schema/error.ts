import { builder } from '../builder';

/**
 * Expected failures are values, not thrown errors: every member of a result
 * union carries `__typename`, so unions resolve without guessing.
 */
export interface ErrorValue {
  __typename: string;
  /** Vietnamese, shown to the shopper as is. */
  message: string;
  /** Machine-readable, stable: the web branches on it. */
  code: string;
}

export const ErrorInterface = builder.interfaceRef<ErrorValue>('Error').implement({
  description: 'An expected failure: a Vietnamese `message` for the shopper and a machine `code`.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'Vietnamese text for the shopper; show it as is.' }),
    code: t.exposeString('code', { description: 'Stable machine code (e.g. NOT_SIGNED_IN, RATE_LIMITED): branch on this, not on the message.' }),
  }),
});

/** An error type with only `message` and `code`, e.g. `defineErrorType('RateLimited', '…')`. */
export function defineErrorType<Name extends string>(name: Name, description: string) {
  return builder.objectRef<ErrorValue & { __typename: Name }>(name).implement({
    description,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => (value as { __typename?: unknown }).__typename === name,
    fields: () => ({}),
  });
}

export type NotSignedInValue = ErrorValue & { __typename: 'NotSignedIn'; code: 'NOT_SIGNED_IN' | 'SESSION_EXPIRED' };

export const NotSignedIn = defineErrorType(
  'NotSignedIn',
  'No session, or the shop ended it (code SESSION_EXPIRED): sign in again.',
);

export const NOT_SIGNED_IN_MESSAGE = 'Bạn cần đăng nhập để tiếp tục.';
export const SESSION_EXPIRED_MESSAGE = 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.';

export function notSignedIn(expired = false): NotSignedInValue {
  return expired
    ? { __typename: 'NotSignedIn', code: 'SESSION_EXPIRED', message: SESSION_EXPIRED_MESSAGE }
    : { __typename: 'NotSignedIn', code: 'NOT_SIGNED_IN', message: NOT_SIGNED_IN_MESSAGE };
}

export type InvalidInputValue = ErrorValue & { __typename: 'InvalidInput'; field: string };

export const InvalidInput = builder.objectRef<InvalidInputValue>('InvalidInput').implement({
  description: 'A field the shopper must correct; `field` names the input (e.g. "password").',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'InvalidInput',
  fields: (t) => ({ field: t.exposeString('field', { description: 'The input field to mark, e.g. "email", "password", "quantity".' }) }),
});

export function invalidInput(field: string, code: string, message: string): InvalidInputValue {
  return { __typename: 'InvalidInput', field, code, message };
}

export type UnavailableValue = ErrorValue & { __typename: 'Unavailable' };

export const Unavailable = defineErrorType(
  'Unavailable',
  'The shop cannot do this now (its backend lacks the feature, crashed or is unreachable). Nothing changed.',
);

export function unavailable(message: string, code = 'UNAVAILABLE'): UnavailableValue {
  return { __typename: 'Unavailable', code, message };
}

export type ForbiddenValue = ErrorValue & { __typename: 'Forbidden'; code: 'FORBIDDEN' };

export const Forbidden = defineErrorType('Forbidden', 'Signed in, but this needs a role the shopper does not have (e.g. admin).');

export const FORBIDDEN_MESSAGE = 'Bạn không có quyền thực hiện thao tác này.';

export function forbidden(): ForbiddenValue {
  return { __typename: 'Forbidden', code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE };
}
