import { changePassword, requestPasswordReset, resetPassword } from '../accounts/password-flow';
import { builder } from '../builder';
import { SendCodeResult } from './account-sign-up';
import { InvalidInput, NotSignedIn, Unavailable } from './error';

const PasswordChanged = builder.objectRef<{ __typename: 'PasswordChanged'; message: string }>('PasswordChanged').implement({
  description: 'The password is changed.',
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'PasswordChanged',
  fields: (t) => ({ message: t.exposeString('message', { description: "Vietnamese confirmation, e.g. 'Đổi mật khẩu thành công.'." }) }),
});

const ChangePasswordResult = builder.unionType('ChangePasswordResult', {
  description: 'PasswordChanged, or why not: InvalidInput (wrong current password, weak new one), NotSignedIn or Unavailable.',
  types: [PasswordChanged, InvalidInput, NotSignedIn, Unavailable],
});
const ResetPasswordResult = builder.unionType('ResetPasswordResult', {
  description: 'PasswordChanged, or why not: InvalidInput (e-mail; code wrong, expired or locked; weak password) or Unavailable.',
  types: [PasswordChanged, InvalidInput, Unavailable],
});

builder.mutationFields((t) => ({
  changePassword: t.field({
    type: ChangePasswordResult,
    description: "Submitted to the shop's change-password route; only its 204 counts as success.",
    args: {
      currentPassword: t.arg.string({ required: true, description: 'The password the shopper signs in with now.' }),
      newPassword: t.arg.string({ required: true, description: 'At least 8 letters and digits, with a lowercase letter, an uppercase letter and a digit.' }),
    },
    resolve: (_root, args, ctx) => changePassword(ctx, args.currentPassword, args.newPassword),
  }),
  requestPasswordReset: t.field({
    type: SendCodeResult,
    description: 'Mails a reset code when the address has an account; the answer is the same either way.',
    args: { email: t.arg.string({ required: true, description: "The account's e-mail address." }) },
    resolve: (_root, args, ctx) => requestPasswordReset(ctx, args.email),
  }),
  resetPassword: t.field({
    type: ResetPasswordResult,
    description: 'Checks the 6-digit code from requestPasswordReset and the new password. The shop cannot set a password without the old one yet, so a valid request ends in Unavailable (FEATURE_UNAVAILABLE; its Vietnamese message points to the hotline).',
    args: {
      email: t.arg.string({ required: true, description: 'The address the code was sent to.' }),
      code: t.arg.string({ required: true, description: 'The 6-digit code from the e-mail.' }),
      newPassword: t.arg.string({ required: true, description: 'At least 8 letters and digits, with a lowercase letter, an uppercase letter and a digit.' }),
    },
    resolve: (_root, args, ctx) => resetPassword(ctx, args.email, args.code, args.newPassword),
  }),
}));
