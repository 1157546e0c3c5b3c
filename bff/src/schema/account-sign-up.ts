import { resendVerificationCode, signUp, verifyAccount, type CodeSentValue } from '../accounts/sign-up-flow';
import { builder } from '../builder';
import { RateLimited } from './account-errors';
import { InvalidInput, Unavailable } from './error';

export const CodeSent = builder.objectRef<CodeSentValue>('CodeSent').implement({
  description: 'A 6-digit code is on its way by e-mail (never in this answer).',
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'CodeSent',
  fields: (t) => ({
    email: t.exposeString('email'),
    codeExpiresInSeconds: t.exposeInt('codeExpiresInSeconds'),
    message: t.exposeString('message'),
  }),
});

const AccountVerified = builder.objectRef<{ __typename: 'AccountVerified'; email: string; message: string }>('AccountVerified').implement({
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'AccountVerified',
  fields: (t) => ({ email: t.exposeString('email'), message: t.exposeString('message') }),
});

const SignUpResult = builder.unionType('SignUpResult', { types: [CodeSent, InvalidInput, RateLimited, Unavailable] });
const VerifyAccountResult = builder.unionType('VerifyAccountResult', { types: [AccountVerified, InvalidInput] });
export const SendCodeResult = builder.unionType('SendCodeResult', { types: [CodeSent, InvalidInput, RateLimited, Unavailable] });

builder.mutationFields((t) => ({
  signUp: t.field({
    type: SignUpResult,
    description: 'Every SPEC rule is checked here too. Success sends the verification code.',
    args: {
      fullname: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      phone: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => signUp(ctx, args),
  }),
  verifyAccount: t.field({
    type: VerifyAccountResult,
    description: 'The 6-digit code lives 120 s; five wrong tries lock it.',
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => verifyAccount(ctx, args.email, args.code),
  }),
  resendVerificationCode: t.field({
    type: SendCodeResult,
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => resendVerificationCode(ctx, args.email),
  }),
}));
