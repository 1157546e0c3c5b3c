import { describe, expect, it } from 'vitest';
import { answerBytes } from '../../bff/src/fast-path/answer-bytes';

describe('answer bytes', () => {
  it('encodes Vietnamese text as UTF-8, exactly as Buffer.from does', () => {
    const text = JSON.stringify({ name: 'Card bo góc — in thẻ nhựa PVC đẹp', emoji: '🎴', price: 120000 });
    expect(answerBytes(text).equals(Buffer.from(text))).toBe(true);
    expect(answerBytes('').length).toBe(0);
  });

  it('never hands out memory twice: earlier answers keep their bytes while many more are encoded', () => {
    const answers = Array.from({ length: 400 }, (_, i) => `{"i":${i},"text":"${'ảnh '.repeat(i % 50)}"}`);
    const encoded = answers.map((text) => answerBytes(text));
    encoded.forEach((bytes, i) => expect(bytes.toString('utf8')).toBe(answers[i]));
    for (let i = 1; i < encoded.length; i++) {
      const [a, b] = [encoded[i - 1]!, encoded[i]!];
      if (a.buffer === b.buffer) expect(b.byteOffset).toBeGreaterThanOrEqual(a.byteOffset + a.length);
    }
  });

  it('encodes an answer larger than a slab share on its own', () => {
    const large = 'đ'.repeat(40_000);
    const bytes = answerBytes(large);
    expect(bytes.length).toBe(80_000);
    expect(bytes.toString('utf8')).toBe(large);
  });
});
