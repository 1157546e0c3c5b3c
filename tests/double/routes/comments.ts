import type { DoubleContext } from '../context';
import { nextId, nowIso, type ShopDb } from '../db';
import { fieldsOf, textField } from '../http/body';
import { signedIn } from '../http/guard';
import { listReply } from '../http/paging';
import { failure, internalError, json, ok, type Reply } from '../http/reply';
import type { DoubleRequest, Route } from '../http/router';
import type { TokenClaims } from '../http/tokens';

type CommentEntity = ReturnType<ShopDb['comment']['getAll']>[number];

/** Rows carry no user and no product, in both modes: reviews cannot live here. */
function commentRow({ id, text, rating, status, createdAt, updatedAt }: CommentEntity) {
  return { id, text, rating, status, createdAt, updatedAt };
}

function addComment(ctx: DoubleContext, req: DoubleRequest, user: TokenClaims): Reply {
  const body = fieldsOf(req.body);
  const rating = Number(body.rating);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return failure(400, 'Missing inputs');
  const productId = body.productId === undefined ? null : Number(body.productId);
  const deployed = ctx.mode === 'deployed';
  if (deployed && productId !== null && ctx.db.comment.findFirst({ where: { productId: { equals: productId } } })) {
    return internalError('duplicate key value violates unique constraint "comments_productId_key"');
  }
  const now = nowIso();
  const row = ctx.db.comment.create({
    id: nextId(ctx.db.comment.getAll()),
    userId: deployed ? null : user.userId,
    productId: productId !== null && Number.isInteger(productId) ? productId : null,
    text: textField(body, 'text') ?? '',
    rating,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  return deployed ? json(200, { err: 0, mes: 'Comment created successfully' }) : ok('Comment created successfully', commentRow(row));
}

export function commentRoutes(ctx: DoubleContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/api/comment',
      handle: (req) => listReply(ctx.db.comment.getAll().map(commentRow), req.query, { emptyName: 'comment', mes: 'Get comments successfully' }),
    },
    { method: 'POST', pattern: '/api/comment', handle: signedIn(ctx.tokens, (req, user) => addComment(ctx, req, user)) },
  ];
}
