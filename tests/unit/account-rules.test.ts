import { describe, expect, it } from 'vitest';
import { fieldMessage } from '../../bff/src/accounts/account-messages';
import {
  emailProblem,
  greetingName,
  normalizeSignUp,
  passwordProblem,
  phoneProblem,
  validateProfile,
  validateSignIn,
  validateSignUp,
} from '../../bff/src/accounts/account-rules';

const good = { fullname: 'Nguyễn Văn An', email: 'an@demo.vn', phone: '0901234567', password: 'MatKhau123' };

describe('password rules (SPEC section 5)', () => {
  it.each([
    ['', 'REQUIRED'],
    ['Ab1', 'PASSWORD_TOO_SHORT'],
    ['Abcdef1', 'PASSWORD_TOO_SHORT'],
    ['abcdefg1', 'PASSWORD_INVALID'], // no upper case
    ['ABCDEFG1', 'PASSWORD_INVALID'], // no lower case
    ['Abcdefgh', 'PASSWORD_INVALID'], // no digit
    ['Abcd efg1', 'PASSWORD_INVALID'], // space
    ['Abcdefg1!', 'PASSWORD_INVALID'], // special character
    ['Mậtkhẩu12', 'PASSWORD_INVALID'], // letters outside A–Z count as special
    ['Abcdefg1', null],
    ['MatKhau123', null],
  ])('%j → %s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });

  it('words the two screens as SPEC does', () => {
    expect(fieldMessage('PASSWORD_TOO_SHORT', 'register')).toBe('Mật khẩu phải có tối thiểu 8 kí tự.');
    expect(fieldMessage('PASSWORD_INVALID', 'register')).toBe('Mật khẩu không hợp lệ.');
    expect(fieldMessage('PASSWORD_TOO_SHORT', 'changePassword')).toBe('Mật khẩu chưa đủ 8 ký tự');
    expect(fieldMessage('PASSWORD_INVALID', 'changePassword')).toBe('Mật khẩu không hợp lệ');
    expect(fieldMessage('REQUIRED')).toBe('Bạn không được bỏ trống trường này.');
    expect(fieldMessage('PHONE_INVALID')).toBe('Số điện thoại không hợp lệ.');
  });
});

describe('phone and e-mail', () => {
  it.each([
    ['0901234567', null],
    ['', 'REQUIRED'],
    ['901234567', 'PHONE_INVALID'],
    ['1901234567', 'PHONE_INVALID'],
    ['09012345678', 'PHONE_INVALID'],
    ['090123456a', 'PHONE_INVALID'],
    ['+84901234567', 'PHONE_INVALID'],
  ])('phone %j → %s', (phone, expected) => {
    expect(phoneProblem(phone)).toBe(expected);
  });

  it('checks the shape of an e-mail only loosely', () => {
    expect(emailProblem('an@demo.vn')).toBeNull();
    expect(emailProblem('')).toBe('REQUIRED');
    expect(emailProblem('an@demo')).toBe('EMAIL_INVALID');
    expect(emailProblem('an demo@x.vn')).toBe('EMAIL_INVALID');
  });
});

describe('forms', () => {
  it('reports the first problem in screen order', () => {
    expect(validateSignUp(good)).toBeNull();
    expect(validateSignUp({ ...good, fullname: '', phone: '1' })).toEqual({ field: 'fullname', code: 'REQUIRED' });
    expect(validateSignUp({ ...good, phone: '123', password: 'x' })).toEqual({ field: 'phone', code: 'PHONE_INVALID' });
    expect(validateSignUp({ ...good, password: 'short' })).toEqual({ field: 'password', code: 'PASSWORD_TOO_SHORT' });
  });

  it('trims names, e-mails and phones but never the password', () => {
    expect(normalizeSignUp({ fullname: '  Nguyễn   Văn  An ', email: ' an@demo.vn ', phone: ' 0901234567', password: ' Pass1234 ' })).toEqual({
      fullname: 'Nguyễn Văn An',
      email: 'an@demo.vn',
      phone: '0901234567',
      password: ' Pass1234 ',
    });
  });

  it('sign-in needs both fields and nothing more', () => {
    expect(validateSignIn({ email: '  ', password: 'x' })).toEqual({ field: 'email', code: 'REQUIRED' });
    expect(validateSignIn({ email: 'a@b.vn', password: '' })).toEqual({ field: 'password', code: 'REQUIRED' });
    expect(validateSignIn({ email: 'whatever', password: 'x' })).toBeNull();
  });

  it('profile needs a name and a valid phone', () => {
    expect(validateProfile({ fullname: 'An', phone: '0901234567' })).toBeNull();
    expect(validateProfile({ fullname: 'An', phone: '0901' })).toEqual({ field: 'phone', code: 'PHONE_INVALID' });
  });
});

describe('greetingName', () => {
  it('is the last word of the full name', () => {
    expect(greetingName('Nguyễn Văn An')).toBe('An');
    expect(greetingName('  Trần Thị   Bình ')).toBe('Bình');
    expect(greetingName('Giang')).toBe('Giang');
    expect(greetingName('')).toBe('');
  });
});
