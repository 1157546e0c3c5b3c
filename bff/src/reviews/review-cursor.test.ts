import { expect, it } from 'vitest';
import { decodeReviewCursor, encodeReviewCursor } from './review-cursor';

it('round-trips a position', () => {
  const position = { createdAt: new Date('2024-05-03T08:07:00.123Z'), id: '3f0c2b8e-9a51-4c8e-b7a2-0d6f1e2a9b10' };
  expect(decodeReviewCursor(encodeReviewCursor(position))).toEqual(position);
});

it.each(['', 'abc', Buffer.from('o:12').toString('base64url'), Buffer.from('r:yesterday|x').toString('base64url'), Buffer.from("r:2024-05-03T08:07:00.123Z|x' or 1=1").toString('base64url')])(
  'refuses %j',
  (cursor) => {
    expect(decodeReviewCursor(cursor)).toBeNull();
  },
);
