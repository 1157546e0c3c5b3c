import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Encoded as `$scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt base64>$<hash base64>`. */
// Lighter than a production setting: these are demo accounts and tests sign in often.
const PARAMS = { ln: 12, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, ln: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: 2 ** ln, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const { ln, r, p } = PARAMS;
  const key = await derive(password, salt, ln, r, p);
  return `$scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(encoded);
  if (!match) return false;
  const [, ln, r, p, salt, hash] = match;
  const expected = Buffer.from(hash ?? '', 'base64');
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64'), Number(ln), Number(r), Number(p));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
