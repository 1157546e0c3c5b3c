import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '../../messages';
import { formatCountdown } from './format-countdown';
import { safeNext } from './safe-next';
import { validateLogin, validateNewPassword, validateProfile, validateRegister } from './validate-account';

const good = { fullname: 'Nguyễn Văn An', email: 'an@demo.vn', phone: '0901234567', password: 'MatKhau123', retype: 'MatKhau123' };

describe('register validation (SPEC section 5)', () => {
  it('passes a good form and reports every problem at once', () => {
    expect(validateRegister(good)).toEqual({});
    expect(validateRegister({ fullname: '', email: '', phone: '', password: '', retype: '' })).toEqual({
      fullname: m.required,
      email: m.required,
      phone: m.required,
      password: m.required,
      retype: m.required,
    });
  });

  it.each([
    [{ password: 'Ab1', retype: 'Ab1' }, 'password', 'Mật khẩu phải có tối thiểu 8 kí tự.'],
    [{ password: 'abcdefg1', retype: 'abcdefg1' }, 'password', 'Mật khẩu không hợp lệ.'],
    [{ password: 'Abcd efg1', retype: 'Abcd efg1' }, 'password', 'Mật khẩu không hợp lệ.'],
    [{ retype: 'MatKhau124' }, 'retype', 'Nhập lại mật khẩu không trùng khớp.'],
    [{ phone: '901234567' }, 'phone', 'Số điện thoại không hợp lệ.'],
    [{ phone: '09012345a7' }, 'phone', 'Số điện thoại không hợp lệ.'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(validateRegister({ ...good, ...change })).toEqual({ [field]: message });
  });
});

describe('other forms', () => {
  it('login needs both fields only', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({ email: m.required, password: m.required });
    expect(validateLogin({ email: 'x', password: 'y' })).toEqual({});
  });

  it('change password uses its own wording', () => {
    expect(validateNewPassword({ newPassword: 'Ab1', retype: 'Ab1' })).toEqual({ newPassword: 'Mật khẩu chưa đủ 8 ký tự' });
    expect(validateNewPassword({ newPassword: 'abcdefgh', retype: 'abcdefgh' })).toEqual({ newPassword: 'Mật khẩu không hợp lệ' });
    expect(validateNewPassword({ newPassword: 'Abcdefg1', retype: 'Abcdefg2' })).toEqual({
      retype: 'Nhập lại mật khẩu không chính xác. Vui lòng nhập lại',
    });
  });

  it('profile checks the phone', () => {
    expect(validateProfile({ fullname: 'An', phone: '0901234567' })).toEqual({});
    expect(validateProfile({ fullname: '', phone: '12' })).toEqual({ fullname: m.required, phone: m.phoneInvalid });
  });
});

describe('safeNext', () => {
  it.each([
    ['/carts', '/carts'],
    ['/product?category=card&productId=100001', '/product?category=card&productId=100001'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/login?next=/carts', '/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%j → %j', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(119.2)).toBe('2:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
