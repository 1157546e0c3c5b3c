import type { DoubleContext } from '../context';
import type { ShopDb } from '../db';
import { listReply } from '../http/paging';
import { internalError } from '../http/reply';
import type { Route } from '../http/router';

type UserEntity = ReturnType<ShopDb['user']['getAll']>[number];

/** The public user list leaks password hashes, as the real one does. */
export function userRow(u: UserEntity) {
  return {
    id: u.id,
    fullname: u.fullname,
    email: u.email,
    phone: u.phone,
    password: u.password,
    role: { value: u.role },
    avt: u.avt ? { imgSrc: u.avt } : null,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

export function userRoutes(ctx: DoubleContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/api/user',
      handle: (req) =>
        listReply(ctx.db.user.getAll().map(userRow), req.query, {
          emptyName: 'user',
          mes: 'Get users successfully',
          crashWhenPaged: ctx.mode === 'deployed',
        }),
    },
    // The admin create route never fills the columns it requires.
    { method: 'POST', pattern: '/api/user', handle: () => internalError('notNull Violation: user.password cannot be null') },
  ];
}
