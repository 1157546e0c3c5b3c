import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, vietQrPayload } from '../../bff/src/orders/vietqr';

/** Splits an EMVCo payload into its top-level ID → value pairs. */
function fields(payload: string): Map<string, string> {
  const found = new Map<string, string>();
  for (let at = 0; at < payload.length; ) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    found.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return found;
}

describe('crc16CcittFalse', () => {
  it('gives the catalogued check value for "123456789"', () => {
    // CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, check 0x29B1.
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('pads to four upper-case hex digits', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
    expect(crc16CcittFalse('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('vietQrPayload', () => {
  // Published examples of dynamic VietQR codes from the README of github.com/subiz/vietqr (MIT),
  // a Vietnamese generator whose codes banking apps accept.
  it('reproduces the published example for MBBank (970422), 40 123 đ, "chuyen khoan alsdkf laksj"', () => {
    expect(vietQrPayload({ bankBin: '970422', accountNumber: '0023457923442ASDFLJ', amount: 40123, purpose: 'chuyen khoan alsdkf laksj' })).toBe(
      '00020101021238630010A0000007270133000697042201190023457923442ASDFLJ0208QRIBFTTA53037045405401235802VN62290825chuyen khoan alsdkf laksj6304E5DB',
    );
  });

  it('reproduces the published example for VietinBank (970415), 120 000 đ, "ung ho lu lut"', () => {
    expect(vietQrPayload({ bankBin: '970415', accountNumber: '0011001932418', amount: 120000, purpose: 'ủng hộ lũ lụt' })).toBe(
      '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C',
    );
  });

  it('lays out an order payment: NAPAS account, VND, the deposit, VN, the order code, a CRC over everything before it', () => {
    const payload = vietQrPayload({ bankBin: '970436', accountNumber: '0123456789', amount: 211_200, purpose: 'DH7K2MQ9XA' });
    const top = fields(payload);
    expect([...top.keys()]).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    expect(top.get('00')).toBe('01');
    expect(top.get('01')).toBe('12');
    expect(top.get('38')).toBe('0010A00000072701240006970436011001234567890208QRIBFTTA');
    expect(top.get('53')).toBe('704');
    expect(top.get('54')).toBe('211200');
    expect(top.get('58')).toBe('VN');
    expect(top.get('62')).toBe('0810DH7K2MQ9XA');
    expect(top.get('63')).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  it('keeps the message to 25 plain characters', () => {
    const payload = vietQrPayload({ bankBin: '970436', accountNumber: '1', amount: 1, purpose: 'Đặt in thẻ #12 — giao nhanh giúp mình nhé' });
    expect(fields(payload).get('62')).toBe('0824Dat in the 12 giao nhanh');
  });

  it.each([
    { bankBin: '97043', accountNumber: '1', amount: 1 },
    { bankBin: '970436', accountNumber: '12-34', amount: 1 },
    { bankBin: '970436', accountNumber: '1', amount: 1.5 },
    { bankBin: '970436', accountNumber: '1', amount: -1 },
  ])('refuses values a bank app would reject: %j', (transfer) => {
    expect(() => vietQrPayload({ ...transfer, purpose: 'DH2345' })).toThrow();
  });
});
