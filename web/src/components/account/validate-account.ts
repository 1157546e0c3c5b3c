import { accountMessages as m } from '../../messages';

/** Field → message; a field without a problem is absent. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const PASSWORD_CHARS = /^[A-Za-z0-9]+$/;

function passwordMessage(password: string, wording: 'register' | 'changePassword'): string | undefined {
  if (password === '') return m.required;
  if (password.length < 8) return wording === 'register' ? m.registerPasswordTooShort : m.changePasswordTooShort;
  if (!PASSWORD_CHARS.test(password) || !/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[0-9]/.test(password)) {
    return wording === 'register' ? m.registerPasswordInvalid : m.changePasswordInvalid;
  }
  return undefined;
}

function phoneMessage(phone: string): string | undefined {
  if (phone.trim() === '') return m.required;
  return /^0[0-9]{9}$/.test(phone.trim()) ? undefined : m.phoneInvalid;
}

function emailMessage(email: string): string | undefined {
  if (email.trim() === '') return m.required;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : m.emailInvalid;
}

function compact<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<F>;
}

export type LoginField = 'email' | 'password';

/** SPEC: no call unless both are filled. */
export function validateLogin(values: Record<LoginField, string>): FieldErrors<LoginField> {
  return compact({
    email: values.email.trim() === '' ? m.required : undefined,
    password: values.password === '' ? m.required : undefined,
  });
}

export type RegisterField = 'fullname' | 'email' | 'phone' | 'password' | 'retype';

export function validateRegister(values: Record<RegisterField, string>): FieldErrors<RegisterField> {
  return compact({
    fullname: values.fullname.trim() === '' ? m.required : undefined,
    email: emailMessage(values.email),
    phone: phoneMessage(values.phone),
    password: passwordMessage(values.password, 'register'),
    retype: values.retype === '' ? m.required : values.retype !== values.password ? m.registerRetypeMismatch : undefined,
  });
}

export type ProfileField = 'fullname' | 'phone';

export function validateProfile(values: Record<ProfileField, string>): FieldErrors<ProfileField> {
  return compact({ fullname: values.fullname.trim() === '' ? m.required : undefined, phone: phoneMessage(values.phone) });
}

export type NewPasswordField = 'newPassword' | 'retype';

/** The change-password wording of SPEC (also used on the forgot-password screen). */
export function validateNewPassword(values: Record<NewPasswordField, string>): FieldErrors<NewPasswordField> {
  return compact({
    newPassword: passwordMessage(values.newPassword, 'changePassword'),
    retype: values.retype !== values.newPassword ? m.changePasswordRetypeMismatch : undefined,
  });
}

export function validateEmail(email: string): string | undefined {
  return emailMessage(email);
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
