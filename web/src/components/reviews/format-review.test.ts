import { expect, it } from 'vitest';
import { formatAverage, formatReviewDate } from './format-review';

it('dates a review in Vietnam time', () => {
  // 20:30 UTC on the 15th is already the 16th in Hồ Chí Minh City (UTC+7).
  expect(formatReviewDate('2024-06-15T20:30:00.000Z')).toBe('16/06/2024');
  expect(formatReviewDate('not a date')).toBe('');
});

it('writes averages with one decimal and a comma', () => {
  expect(formatAverage(4.7)).toBe('4,7');
  expect(formatAverage(3)).toBe('3,0');
});
