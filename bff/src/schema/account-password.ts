import { changePassword, requestPasswordReset, resetPassword } from '../accounts/password-flow';
import { builder } from '../builder';
import { SendCodeResult } from './account-sign-up';
import { InvalidInput, NotSignedIn, Unavailable } from './error';

const PasswordChanged = builder.objectRef<{ __typename: 'PasswordChanged'; message: string }>('PasswordChanged').implement({
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'PasswordChanged',
  fields: (t) => ({ message: t.exposeString('message') }),
});

const ChangePasswordResult = builder.unionType('ChangePasswordResult', {
  types: [PasswordChanged, InvalidInput, NotSignedIn, Unavailable],
});
const ResetPasswordResult = builder.unionType('ResetPasswordResult', { types: [PasswordChanged, InvalidInput, Unavailable] });

builder.mutationFields((t) => ({
  changePassword: t.field({
    type: ChangePasswordResult,
    description: "Submitted to the shop's change-password route; only its 204 counts as success.",
    args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => changePassword(ctx, args.currentPassword, args.newPassword),
  }),
  requestPasswordReset: t.field({
    type: SendCodeResult,
    description: 'Mails a reset code when the address has an account; the answer is the same either way.',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => requestPasswordReset(ctx, args.email),
  }),
  resetPassword: t.field({
    type: ResetPasswordResult,
    args: {
      email: t.arg.string({ required: true }),
      code: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => resetPassword(ctx, args.email, args.code, args.newPassword),
  }),
}));
