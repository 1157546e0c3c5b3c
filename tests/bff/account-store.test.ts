import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countAttempt, forgetAttempts } from '../../bff/src/accounts/rate-limit';
import { avatarUrl, findAvatar, saveAvatar } from '../../bff/src/accounts/avatar-store';
import { awaitsVerification, checkCode, CODE_LIFETIME_MS, hashCode, issueCode } from '../../bff/src/accounts/verification-codes';
import { loadSessionKeys } from '../../bff/src/session/session-keys';
import { databaseKinds, useTestDatabase } from '../db/test-databases';

const pepper = new Uint8Array(randomBytes(32));
const at = (ms: number) => new Date(Date.UTC(2025, 0, 1) + ms);

describe.each(databaseKinds())('account storage on $kind', (engine) => {
  const database = useTestDatabase(engine);

  describe('verification codes', () => {
    it('stores only a keyed hash, bound to the address and purpose', async () => {
      const { db } = database();
      const { code, expiresAt } = await issueCode(db, pepper, 'An@Demo.vn ', 'verify', at(0));
      expect(code).toMatch(/^\d{6}$/);
      expect(expiresAt).toEqual(at(CODE_LIFETIME_MS));
      const rows = await db.selectFrom('verification_code').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'an@demo.vn', purpose: 'verify', attempts: 0, consumed_at: null });
      expect(JSON.stringify(rows)).not.toContain(code);
      expect(rows[0]!.code_hash).toBe(hashCode(pepper, 'verify', 'an@demo.vn', code));
      expect(await checkCode(db, pepper, 'an@demo.vn', 'reset', code, at(1000))).toEqual({ ok: false, reason: 'missing' });
    });

    it('is single-use and ends the wait for verification', async () => {
      const { db } = database();
      const { code } = await issueCode(db, pepper, 'an@demo.vn', 'verify', at(0));
      expect(await awaitsVerification(db, 'AN@demo.vn')).toBe(true);
      expect(await checkCode(db, pepper, 'an@demo.vn', 'verify', code, at(60_000))).toEqual({ ok: true });
      expect(await checkCode(db, pepper, 'an@demo.vn', 'verify', code, at(61_000))).toEqual({ ok: false, reason: 'missing' });
      expect(await awaitsVerification(db, 'an@demo.vn')).toBe(false);
      expect(await awaitsVerification(db, 'someone-else@demo.vn')).toBe(false);
    });

    it('expires after 120 s', async () => {
      const { db } = database();
      const { code } = await issueCode(db, pepper, 'an@demo.vn', 'verify', at(0));
      expect(await checkCode(db, pepper, 'an@demo.vn', 'verify', code, at(CODE_LIFETIME_MS))).toEqual({ ok: false, reason: 'expired' });
    });

    it('locks after five wrong tries, even for the right code', async () => {
      const { db } = database();
      const { code } = await issueCode(db, pepper, 'an@demo.vn', 'verify', at(0));
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await checkCode(db, pepper, 'an@demo.vn', 'verify', wrong, at(1000)));
      expect(answers.slice(0, 4)).toEqual([4, 3, 2, 1].map((attemptsLeft) => ({ ok: false, reason: 'wrong', attemptsLeft })));
      expect(answers[4]).toEqual({ ok: false, reason: 'locked' });
      expect(await checkCode(db, pepper, 'an@demo.vn', 'verify', code, at(2000))).toEqual({ ok: false, reason: 'locked' });
    });

    it('a new code replaces the old one', async () => {
      const { db } = database();
      const first = await issueCode(db, pepper, 'an@demo.vn', 'verify', at(0));
      let second = await issueCode(db, pepper, 'an@demo.vn', 'verify', at(1000));
      while (second.code === first.code) second = await issueCode(db, pepper, 'an@demo.vn', 'verify', at(2000));
      expect((await checkCode(db, pepper, 'an@demo.vn', 'verify', first.code, at(3000))).ok).toBe(false);
      expect(await checkCode(db, pepper, 'an@demo.vn', 'verify', second.code, at(3000))).toEqual({ ok: true });
    });
  });

  describe('rate limit', () => {
    it('counts attempts inside the window only, and can forget a bucket', async () => {
      const { db } = database();
      const limits = [{ bucket: 'sign-in:email:a', max: 2, windowMs: 60_000 }];
      expect(await countAttempt(db, limits, at(0))).toBe(false);
      expect(await countAttempt(db, limits, at(1000))).toBe(false);
      expect(await countAttempt(db, limits, at(2000))).toBe(true);
      // The first two left the window; the third still counts.
      expect(await countAttempt(db, limits, at(61_500))).toBe(false);
      expect(await countAttempt(db, limits, at(61_600))).toBe(true);
      await forgetAttempts(db, 'sign-in:email:a');
      expect(await countAttempt(db, limits, at(61_700))).toBe(false);
    });
  });

  describe('session keys', () => {
    it('are made once and shared through the database without SESSION_SECRET', async () => {
      const { db } = database();
      const first = await loadSessionKeys(db);
      const again = await loadSessionKeys(db);
      expect(Buffer.from(again.session).equals(Buffer.from(first.session))).toBe(true);
      expect(first.session).toHaveLength(32);
      expect(Buffer.from(first.codePepper).equals(Buffer.from(first.session))).toBe(false);
      const fromSecret = await loadSessionKeys(db, 'x'.repeat(32));
      expect(Buffer.from(fromSecret.session).equals(Buffer.from(first.session))).toBe(false);
      await expect(loadSessionKeys(db, 'too short')).rejects.toThrow(/at least 32/);
    });
  });

  describe('avatars', () => {
    it('keeps one avatar per shopper, with a URL that changes on each upload', async () => {
      const { db } = database();
      expect(await avatarUrl(db, 2)).toBeNull();
      const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
      await saveAvatar(db, 2, 'image/png', png);
      const firstUrl = await avatarUrl(db, 2);
      expect(firstUrl).toMatch(/^\/avatars\/2\?v=\w+$/);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await saveAvatar(db, 2, 'image/jpeg', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]));
      expect(await avatarUrl(db, 2)).not.toBe(firstUrl);
      const stored = await findAvatar(db, 2);
      expect(stored?.content_type).toBe('image/jpeg');
      expect([...stored!.bytes]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    });
  });
});
