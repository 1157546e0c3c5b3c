export const MAX_REVIEW_LENGTH = 1000;

export type ReviewInputProblem = 'RATING_OUT_OF_RANGE' | 'TEXT_TOO_LONG';

export type ReviewInput =
  | { ok: true; rating: number; text: string }
  | { ok: false; problem: ReviewInputProblem };

/**
 * Checks a review as a shopper sent it: a whole number of stars from 1 to 5
 * and an optional text, trimmed, with line breaks kept and other control
 * characters dropped, at most MAX_REVIEW_LENGTH characters.
 */
export function readReviewInput(rating: number, text: string | null | undefined): ReviewInput {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return { ok: false, problem: 'RATING_OUT_OF_RANGE' };
  const clean = cleanReviewText(text ?? '');
  if (Array.from(clean).length > MAX_REVIEW_LENGTH) return { ok: false, problem: 'TEXT_TOO_LONG' };
  return { ok: true, rating, text: clean };
}

export function cleanReviewText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
