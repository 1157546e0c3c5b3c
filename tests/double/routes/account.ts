import type { DoubleContext } from '../context';
import { nextId, nowIso } from '../db';
import { fieldsOf, textField } from '../http/body';
import { signedIn } from '../http/guard';
import { failure, json, noContent, type Outcome, type Reply } from '../http/reply';
import type { DoubleRequest, Route } from '../http/router';
import type { TokenClaims } from '../http/tokens';
import { hashPassword, verifyPassword } from '../password-hash';

async function register(ctx: DoubleContext, req: DoubleRequest): Promise<Reply> {
  const body = fieldsOf(req.body);
  const email = textField(body, 'email');
  const password = textField(body, 'password');
  const fullname = textField(body, 'name') ?? textField(body, 'fullname');
  if (!email || !password || !fullname) return failure(400, 'Missing inputs');
  if (ctx.db.user.findFirst({ where: { email: { equals: email } } })) {
    return json(200, { err: 1, mes: 'Email is used already', access_token: null });
  }
  const now = nowIso();
  const user = ctx.db.user.create({
    id: nextId(ctx.db.user.getAll()),
    fullname,
    email,
    phone: textField(body, 'phone') ?? '',
    password: await hashPassword(password),
    role: 'user',
    avt: textField(body, 'avt') ?? null,
    createdAt: now,
    updatedAt: now,
  });
  const token = await ctx.tokens.sign({ userId: user.id, email: user.email, fullname: user.fullname });
  return json(200, { err: 0, mes: 'Register is successful', access_token: `Bearer ${token}` });
}

/** Matched by email alone, as the v1 route does. */
function changeInfo(ctx: DoubleContext, req: DoubleRequest): Reply {
  const body = fieldsOf(req.body);
  const email = textField(body, 'email');
  if (!email) return failure(400, 'Missing inputs');
  const data: { fullname?: string; phone?: string; updatedAt: string } = { updatedAt: nowIso() };
  const fullname = textField(body, 'fullname');
  const phone = textField(body, 'phone');
  if (fullname) data.fullname = fullname;
  if (phone) data.phone = phone;
  const user = ctx.db.user.update({ where: { email: { equals: email } }, data });
  return user ? json(200, { err: 0, mes: 'Updated!' }) : failure(404, 'User not found');
}

async function changePassword(ctx: DoubleContext, req: DoubleRequest, claims: TokenClaims): Promise<Outcome> {
  const body = fieldsOf(req.body);
  const oldPassword = textField(body, 'oldPassword');
  const newPassword = textField(body, 'newPassword');
  if (!oldPassword || !newPassword) return failure(400, 'Missing inputs');
  const user = ctx.db.user.findFirst({ where: { id: { equals: claims.userId } } });
  if (!user) return failure(404, 'User not found');
  // The message is misleading on purpose: it is what the backend says when the old password is wrong.
  if (!(await verifyPassword(oldPassword, user.password))) return failure(401, 'Password is matches with old password');
  const password = await hashPassword(newPassword);
  ctx.db.user.update({ where: { id: { equals: user.id } }, data: { password, updatedAt: nowIso() } });
  return noContent();
}

export function accountRoutes(ctx: DoubleContext): Route[] {
  if (ctx.mode === 'deployed') {
    // No v1 routes there (register and change-info fall through to Express's 404), and
    // change-password has no auth middleware: reading the user from the token kills the process.
    return [{ method: 'POST', pattern: '/api/auth/changePassword', handle: () => ({ die: true }) }];
  }
  return [
    { method: 'POST', pattern: '/api/v1/auth/register', handle: (req) => register(ctx, req) },
    { method: 'POST', pattern: '/api/v1/auth/changeinfo', handle: (req) => changeInfo(ctx, req) },
    { method: 'PUT', pattern: '/api/v1/auth/changeinfo', handle: (req) => changeInfo(ctx, req) },
    { method: 'POST', pattern: '/api/auth/changePassword', handle: signedIn(ctx.tokens, (req, user) => changePassword(ctx, req, user)) },
  ];
}
