import { randomInt } from 'node:crypto';

/** No 0/O or 1/I: the shopper types the code as a bank transfer message. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "DH" (đơn hàng) and 8 random characters, e.g. "DH7K2MQ9XA": short enough for any transfer message. */
export function newOrderCode(): string {
  let code = 'DH';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

