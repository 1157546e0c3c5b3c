import { describe, expect, it } from 'vitest';
import { orderMessages } from '../../messages';
import { trimRecipient, validateRecipient } from './validate-recipient';

const valid = { name: 'Nguyễn Văn An', address: '45 Đường Demo A, Quận 10', phone: '0901234567', email: 'an@demo.vn' };

describe('validateRecipient', () => {
  it('accepts a complete recipient', () => {
    expect(validateRecipient(valid)).toEqual({});
  });

  it('asks for every empty or blank field, once each', () => {
    expect(validateRecipient({ name: '', address: '   ', phone: '', email: '' })).toEqual({
      name: orderMessages.required,
      address: orderMessages.required,
      phone: orderMessages.required,
      email: orderMessages.required,
    });
  });

  it.each(['901234567', '09012345678', '1901234567', '09012a4567', '+84901234567', '090 123 4567'])(
    'refuses the phone %s',
    (phone) => {
      expect(validateRecipient({ ...valid, phone })).toEqual({ phone: orderMessages.phoneInvalid });
    },
  );

  it('accepts a 10-digit phone starting with 0 surrounded by spaces', () => {
    expect(validateRecipient({ ...valid, phone: ' 0912345678 ' })).toEqual({});
  });

  it('refuses an email without a domain', () => {
    expect(validateRecipient({ ...valid, email: 'an@demo' })).toEqual({ email: orderMessages.emailInvalid });
  });

  it('trims what it sends', () => {
    expect(trimRecipient({ name: ' An ', address: ' A ', phone: ' 0901234567', email: 'an@demo.vn ' })).toEqual({
      name: 'An',
      address: 'A',
      phone: '0901234567',
      email: 'an@demo.vn',
    });
  });
});
