import { builder } from '../builder';
import { greetingName } from '../accounts/account-rules';
import { loadOwnAccount, viewerAvatar } from '../accounts/own-account';
import type { Session } from '../session/session';

/** The signed-in shopper, built from the session only: no argument ever selects whose data this is. */
export interface ViewerValue {
  id: number;
  fullname: string;
  email: string;
}

export function viewerOf(session: Session): ViewerValue {
  return { id: session.userId, fullname: session.fullname, email: session.email };
}

export const Viewer = builder.objectRef<ViewerValue>('Viewer').implement({
  description: 'The signed-in shopper. The upstream token is never part of it.',
  fields: (t) => ({
    id: t.id({ description: "The shop's user id.", resolve: (v) => String(v.id) }),
    fullname: t.exposeString('fullname', { description: 'Full name, e.g. "Nguyễn Văn An".' }),
    greetingName: t.string({
      description: 'The last word of the full name, for "Xin chào, An".',
      resolve: (v) => greetingName(v.fullname),
    }),
    email: t.exposeString('email', { description: 'Sign-in e-mail address (cannot change).' }),
    phone: t.string({
      nullable: true,
      description: "From the shop's user list (read once per request, only when asked for).",
      resolve: async (v, _args, ctx) => (await loadOwnAccount(ctx, v.id))?.phone ?? null,
    }),
    avatar: t.string({
      nullable: true,
      description: 'URL of the avatar: one uploaded to the shop, else the one the shop had.',
      resolve: (v, _args, ctx) => viewerAvatar(ctx, v.id),
    }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: Viewer,
    nullable: true,
    description: 'The signed-in shopper, or null for a visitor.',
    resolve: (_root, _args, ctx) => (ctx.session ? viewerOf(ctx.session) : null),
  }),
}));
