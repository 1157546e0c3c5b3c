export interface Recipient {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export type RecipientCheck =
  | { kind: 'ok'; recipient: Recipient }
  | { kind: 'invalid'; field: string; code: string; message: string };

const LIMITS: Record<keyof Recipient, number> = { name: 100, address: 300, phone: 20, email: 254 };
const LABELS: Record<keyof Recipient, string> = { name: 'Tên người nhận', address: 'Địa chỉ', phone: 'Số điện thoại', email: 'Email' };

/**
 * The recipient of an order (SPEC §5): every field required; the phone 10
 * digits starting with 0 (spaces, dots and dashes between digits are dropped);
 * an e-mail address with one '@' and a dotted domain.
 */
export function checkRecipient(input: Recipient): RecipientCheck {
  const recipient: Recipient = {
    name: input.name.replace(/\s+/g, ' ').trim(),
    address: input.address.replace(/\s+/g, ' ').trim(),
    phone: input.phone.trim().replace(/[\s.-]/g, ''),
    email: input.email.trim(),
  };
  for (const field of ['name', 'address', 'phone', 'email'] as const) {
    const path = `recipient.${field}`;
    if (recipient[field] === '') return invalid(path, 'REQUIRED', 'Bạn không được bỏ trống trường này.');
    if (recipient[field].length > LIMITS[field]) return invalid(path, 'TOO_LONG', `${LABELS[field]} quá dài.`);
  }
  if (!/^0\d{9}$/.test(recipient.phone)) return invalid('recipient.phone', 'INVALID_PHONE', 'Số điện thoại không hợp lệ.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipient.email)) return invalid('recipient.email', 'INVALID_EMAIL', 'Email không hợp lệ.');
  return { kind: 'ok', recipient };
}

function invalid(field: string, code: string, message: string): RecipientCheck {
  return { kind: 'invalid', field, code, message };
}
