/**
 * The sign-up, profile and password rules of SPEC section 5, as codes; the
 * schema turns a code into its Vietnamese message (which differs between the
 * register and change-password screens).
 */
export type FieldCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'EMAIL_INVALID'
  | 'PHONE_INVALID'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_INVALID';

export interface FieldProblem {
  field: string;
  code: FieldCode;
}

export const PASSWORD_MIN_LENGTH = 8;
const MAX_TEXT_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

/** At least 8 characters; lower case, upper case and a digit; nothing else (no spaces, no symbols). */
export function passwordProblem(password: string): FieldCode | null {
  if (password === '') return 'REQUIRED';
  if (password.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (password.length > MAX_TEXT_LENGTH) return 'TOO_LONG';
  if (!/^[A-Za-z0-9]+$/.test(password) || !/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[0-9]/.test(password)) {
    return 'PASSWORD_INVALID';
  }
  return null;
}

/** Ten digits starting with 0. */
export function phoneProblem(phone: string): FieldCode | null {
  if (phone === '') return 'REQUIRED';
  return /^0[0-9]{9}$/.test(phone) ? null : 'PHONE_INVALID';
}

export function emailProblem(email: string): FieldCode | null {
  if (email === '') return 'REQUIRED';
  if (email.length > MAX_EMAIL_LENGTH) return 'TOO_LONG';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : 'EMAIL_INVALID';
}

export function fullnameProblem(fullname: string): FieldCode | null {
  if (fullname === '') return 'REQUIRED';
  return fullname.length > MAX_TEXT_LENGTH ? 'TOO_LONG' : null;
}

/** The first problem, in the order the fields appear on screen. */
function firstProblem(checks: [string, FieldCode | null][]): FieldProblem | null {
  for (const [field, code] of checks) if (code) return { field, code };
  return null;
}

export interface SignUpInput {
  fullname: string;
  email: string;
  phone: string;
  password: string;
}

/** Trims what a shopper may pad by accident; the password is taken as typed. */
export function normalizeSignUp(input: SignUpInput): SignUpInput {
  return { fullname: input.fullname.trim().replace(/\s+/g, ' '), email: input.email.trim(), phone: input.phone.trim(), password: input.password };
}

export function validateSignUp(input: SignUpInput): FieldProblem | null {
  return firstProblem([
    ['fullname', fullnameProblem(input.fullname)],
    ['email', emailProblem(input.email)],
    ['phone', phoneProblem(input.phone)],
    ['password', passwordProblem(input.password)],
  ]);
}

/** Sign-in only needs both fields: the upstream must never see a login without one. */
export function validateSignIn(input: { email: string; password: string }): FieldProblem | null {
  return firstProblem([
    ['email', input.email.trim() === '' ? 'REQUIRED' : null],
    ['password', input.password === '' ? 'REQUIRED' : null],
  ]);
}

export function validateProfile(input: { fullname: string; phone: string }): FieldProblem | null {
  return firstProblem([
    ['fullname', fullnameProblem(input.fullname)],
    ['phone', phoneProblem(input.phone)],
  ]);
}

/** The last word of a Vietnamese full name is the given name: "Nguyễn Văn An" → "An". */
export function greetingName(fullname: string): string {
  return fullname.trim().split(/\s+/).at(-1) ?? '';
}
