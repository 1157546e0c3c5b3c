import { describe, expect, it } from 'vitest';
import { MAX_REVIEW_LENGTH, cleanReviewText, readReviewInput } from './review-input';

describe('readReviewInput', () => {
  it.each([0, 6, 2.5, -1, Number.NaN])('refuses %s stars', (rating) => {
    expect(readReviewInput(rating, 'ok')).toEqual({ ok: false, problem: 'RATING_OUT_OF_RANGE' });
  });

  it.each([1, 3, 5])('accepts %i stars, with or without text', (rating) => {
    expect(readReviewInput(rating, null)).toEqual({ ok: true, rating, text: '' });
    expect(readReviewInput(rating, '  Đẹp lắm  ')).toEqual({ ok: true, rating, text: 'Đẹp lắm' });
  });

  it('caps the text at the limit, counted in characters after trimming', () => {
    const atLimit = 'ắ'.repeat(MAX_REVIEW_LENGTH);
    expect(readReviewInput(5, `  ${atLimit}\n`)).toEqual({ ok: true, rating: 5, text: atLimit });
    expect(readReviewInput(5, `${atLimit}a`)).toEqual({ ok: false, problem: 'TEXT_TOO_LONG' });
    // Emoji are one character each, though two UTF-16 units.
    expect(readReviewInput(5, '😀'.repeat(MAX_REVIEW_LENGTH)).ok).toBe(true);
  });
});

describe('cleanReviewText', () => {
  it('keeps line breaks and markup characters as text, drops control characters', () => {
    expect(cleanReviewText('Dòng 1\r\nDòng 2\u0000\u200b <b>x</b>')).toBe('Dòng 1\nDòng 2 <b>x</b>');
  });

  it('squeezes runs of blank lines and normalises to NFC', () => {
    expect(cleanReviewText('a\n\n\n\n\nb')).toBe('a\n\nb');
    expect(cleanReviewText('To\u0302\u0301t')).toBe('T\u1ed1t');
  });
});
