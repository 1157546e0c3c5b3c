import { describe, expect, it } from 'vitest';
import { checkRecipient } from './recipient';

const valid = { name: ' Nguyễn  Văn An ', address: '45 Đường Demo A', phone: '0901 234.567', email: ' an@demo.vn ' };

describe('checkRecipient', () => {
  it('cleans the fields: spaces collapsed, phone separators dropped', () => {
    expect(checkRecipient(valid)).toEqual({
      kind: 'ok',
      recipient: { name: 'Nguyễn Văn An', address: '45 Đường Demo A', phone: '0901234567', email: 'an@demo.vn' },
    });
  });

  it.each(['name', 'address', 'phone', 'email'] as const)('requires %s', (field) => {
    expect(checkRecipient({ ...valid, [field]: '   ' })).toEqual({
      kind: 'invalid',
      field: `recipient.${field}`,
      code: 'REQUIRED',
      message: 'Bạn không được bỏ trống trường này.',
    });
  });

  it.each(['901234567', '09012345678', '1901234567', '09012a4567', '+84901234567'])('refuses the phone %s', (phone) => {
    expect(checkRecipient({ ...valid, phone })).toEqual({ kind: 'invalid', field: 'recipient.phone', code: 'INVALID_PHONE', message: 'Số điện thoại không hợp lệ.' });
  });

  it.each(['an', 'an@demo', 'a n@demo.vn', '@demo.vn'])('refuses the e-mail %s', (email) => {
    expect(checkRecipient({ ...valid, email })).toMatchObject({ kind: 'invalid', field: 'recipient.email', message: 'Email không hợp lệ.' });
  });

  it('refuses an address longer than 300 characters', () => {
    expect(checkRecipient({ ...valid, address: 'a'.repeat(301) })).toMatchObject({ field: 'recipient.address', code: 'TOO_LONG' });
  });
});
