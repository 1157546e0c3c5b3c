import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, readAvatar, sniffImageType } from '../../bff/src/accounts/avatar-content';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const GIF = new TextEncoder().encode('GIF89a....');
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('sniffImageType', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF)).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('readAvatar', () => {
  it('accepts base64 and data: URLs of PNG and JPEG', () => {
    expect(readAvatar(b64(PNG))).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(readAvatar(`data:image/jpeg;base64,${b64(JPEG)}`)).toMatchObject({ ok: true, contentType: 'image/jpeg' });
  });

  it('judges by content, not by the declared type', () => {
    expect(readAvatar(`data:image/png;base64,${b64(GIF)}`)).toEqual({ ok: false, problem: 'not-an-image' });
    expect(readAvatar('%%%not base64%%%')).toEqual({ ok: false, problem: 'not-an-image' });
  });

  it('takes exactly 500000 bytes and refuses one more', () => {
    const atLimit = new Uint8Array(AVATAR_MAX_BYTES);
    atLimit.set(PNG);
    expect(readAvatar(b64(atLimit))).toMatchObject({ ok: true });
    const over = new Uint8Array(AVATAR_MAX_BYTES + 1);
    over.set(PNG);
    expect(readAvatar(b64(over))).toEqual({ ok: false, problem: 'too-large' });
  });
});
