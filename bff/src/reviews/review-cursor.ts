/** Where a page of reviews ends: the last review's time and id (the order is newest first). */
export interface ReviewCursor {
  createdAt: Date;
  id: string;
}

export function encodeReviewCursor({ createdAt, id }: ReviewCursor): string {
  return Buffer.from(`r:${createdAt.toISOString()}|${id}`).toString('base64url');
}

/** The position a cursor names, or null when it is not one this module made. */
export function decodeReviewCursor(cursor: string): ReviewCursor | null {
  const match = /^r:(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([\w-]{1,64})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  );
  if (!match?.[1] || !match[2]) return null;
  const createdAt = new Date(match[1]);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id: match[2] };
}
