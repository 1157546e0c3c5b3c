import { resendVerificationCode, signUp, verifyAccount, type CodeSentValue } from '../accounts/sign-up-flow';
import { builder } from '../builder';
import { RateLimited } from './account-errors';
import { InvalidInput, Unavailable } from './error';

export const CodeSent = builder.objectRef<CodeSentValue>('CodeSent').implement({
  description: 'A 6-digit code is on its way by e-mail (never in this answer).',
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'CodeSent',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'Where the code was sent.' }),
    codeExpiresInSeconds: t.exposeInt('codeExpiresInSeconds', { description: 'How long the code is valid, for a countdown (120).' }),
    message: t.exposeString('message', { description: "Vietnamese text to show, e.g. 'Shop đã gửi mã 6 số tới email của bạn.'." }),
  }),
});

const AccountVerified = builder.objectRef<{ __typename: 'AccountVerified'; email: string; message: string }>('AccountVerified').implement({
  description: 'The e-mail is confirmed; the shopper can now sign in.',
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'AccountVerified',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The verified address, to prefill sign-in.' }),
    message: t.exposeString('message', { description: "Vietnamese text: 'Tài khoản đã được xác thực. Mời bạn đăng nhập.'." }),
  }),
});

const SignUpResult = builder.unionType('SignUpResult', {
  description: 'CodeSent, or why not: InvalidInput (a field rule, or the e-mail is taken), RateLimited or Unavailable.',
  types: [CodeSent, InvalidInput, RateLimited, Unavailable],
});
const VerifyAccountResult = builder.unionType('VerifyAccountResult', {
  description: 'AccountVerified, or InvalidInput: a bad e-mail, or a code that is malformed, wrong (tries left in the message), expired or locked.',
  types: [AccountVerified, InvalidInput],
});
export const SendCodeResult = builder.unionType('SendCodeResult', {
  description: 'CodeSent, or why not: InvalidInput (e-mail), RateLimited or Unavailable.',
  types: [CodeSent, InvalidInput, RateLimited, Unavailable],
});

builder.mutationFields((t) => ({
  signUp: t.field({
    type: SignUpResult,
    description: 'Every SPEC rule is checked here too. Success sends the verification code.',
    args: {
      fullname: t.arg.string({ required: true, description: 'Full name, e.g. "Nguyễn Văn An".' }),
      email: t.arg.string({ required: true, description: 'E-mail address; the verification code goes there.' }),
      phone: t.arg.string({ required: true, description: '10 digits starting with 0.' }),
      password: t.arg.string({ required: true, description: 'At least 8 letters and digits, with a lowercase letter, an uppercase letter and a digit.' }),
    },
    resolve: (_root, args, ctx) => signUp(ctx, args),
  }),
  verifyAccount: t.field({
    type: VerifyAccountResult,
    description: 'The 6-digit code lives 120 s; five wrong tries lock it.',
    args: {
      email: t.arg.string({ required: true, description: 'The address the code was sent to.' }),
      code: t.arg.string({ required: true, description: 'The 6-digit code from the e-mail.' }),
    },
    resolve: (_root, args, ctx) => verifyAccount(ctx, args.email, args.code),
  }),
  resendVerificationCode: t.field({
    type: SendCodeResult,
    description: 'Mails a new code when the address still awaits verification; the answer is the same either way.',
    args: { email: t.arg.string({ required: true, description: 'The address that signed up.' }) },
    resolve: (_root, args, ctx) => resendVerificationCode(ctx, args.email),
  }),
}));
