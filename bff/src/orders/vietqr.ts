/**
 * VietQR: the NAPAS profile of the EMVCo merchant-presented QR payload, for a
 * 24/7 inter-bank transfer to an account (service QRIBFTTA). Every Vietnamese
 * banking app reads it and fills in the account, the amount and the message.
 */

export interface VietQrTransfer {
  /** The bank's 6-digit NAPAS BIN, e.g. 970436 (Vietcombank). */
  bankBin: string;
  accountNumber: string;
  /** Whole đồng. */
  amount: number;
  /** The transfer message (purpose of transaction): here the order code. */
  purpose: string;
}

const NAPAS_GUID = 'A000000727';
const TRANSFER_TO_ACCOUNT = 'QRIBFTTA';
const MAX_PURPOSE = 25;

/** The payload text, CRC included. Throws on values a bank app would reject. */
export function vietQrPayload(transfer: VietQrTransfer): string {
  if (!/^\d{6}$/.test(transfer.bankBin)) throw new Error(`Bank BIN must be 6 digits: ${transfer.bankBin}`);
  if (!/^[0-9A-Za-z]{1,19}$/.test(transfer.accountNumber)) throw new Error('Account number must be 1–19 letters or digits');
  if (!Number.isSafeInteger(transfer.amount) || transfer.amount < 0 || String(transfer.amount).length > 13) {
    throw new Error(`Amount must be whole đồng: ${transfer.amount}`);
  }
  const beneficiary = field('00', transfer.bankBin) + field('01', transfer.accountNumber);
  const merchant = field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TRANSFER_TO_ACCOUNT);
  const purpose = asciiPurpose(transfer.purpose);
  const body =
    field('00', '01') +
    // 12: dynamic, a code made for one payment (amount and message fixed).
    field('01', '12') +
    field('38', merchant) +
    field('53', '704') +
    (transfer.amount > 0 ? field('54', String(transfer.amount)) : '') +
    field('58', 'VN') +
    (purpose ? field('62', field('08', purpose)) : '');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16CcittFalse(withCrcTag);
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection), as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** Bank apps mangle diacritics in the message: keep plain ASCII letters, digits and spaces. */
function asciiPurpose(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, MAX_PURPOSE)
    .trim();
}
