import { expect, it } from 'vitest';
import { summariseRatings } from './rating-summary';

it('has no average without reviews', () => {
  expect(summariseRatings(new Map())).toEqual({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] });
});

it('averages to one decimal and counts per star', () => {
  // 5+5+4 = 14 / 3 = 4.666… → 4.7
  expect(summariseRatings(new Map([[5, 2], [4, 1]]))).toEqual({ average: 4.7, count: 3, distribution: [0, 0, 0, 1, 2] });
  expect(summariseRatings(new Map([[1, 1], [2, 1]]))).toEqual({ average: 1.5, count: 2, distribution: [1, 1, 0, 0, 0] });
});

it('ignores star values outside 1–5', () => {
  expect(summariseRatings(new Map([[0, 4], [6, 1], [3, 2]]))).toEqual({ average: 3, count: 2, distribution: [0, 0, 2, 0, 0] });
});
