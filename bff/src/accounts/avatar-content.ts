export const AVATAR_MAX_BYTES = 500_000;

export type AvatarCheck =
  | { ok: true; contentType: 'image/jpeg' | 'image/png'; bytes: Uint8Array }
  | { ok: false; problem: 'too-large' | 'not-an-image' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** The image type by its first bytes, whatever the file was called. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  const startsWith = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (startsWith(PNG_SIGNATURE)) return 'image/png';
  if (startsWith(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/**
 * Reads an uploaded avatar: base64 (optionally a `data:` URL). Size is
 * checked first, as the browser does, so an oversized file of any kind gets
 * the size message.
 */
export function readAvatar(base64: string): AvatarCheck {
  const payload = base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  // Cheap bound before decoding: 4 base64 characters carry 3 bytes.
  if (payload.length > Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 4) return { ok: false, problem: 'too-large' };
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) return { ok: false, problem: 'not-an-image' };
  const bytes = new Uint8Array(Buffer.from(payload, 'base64'));
  if (bytes.length > AVATAR_MAX_BYTES) return { ok: false, problem: 'too-large' };
  const contentType = sniffImageType(bytes);
  return contentType ? { ok: true, contentType, bytes } : { ok: false, problem: 'not-an-image' };
}
