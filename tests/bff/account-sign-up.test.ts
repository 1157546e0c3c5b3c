import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieClient, latestMailedCode, SIGN_IN } from './account-client';
import { MODES, startStack, type Stack } from './stack';

const SIGN_UP = /* GraphQL */ `
  mutation SignUp($fullname: String!, $email: String!, $phone: String!, $password: String!) {
    signUp(fullname: $fullname, email: $email, phone: $phone, password: $password) {
      __typename
      ... on CodeSent { email codeExpiresInSeconds message }
      ... on Error { message code }
      ... on InvalidInput { field }
    }
  }
`;
const VERIFY = /* GraphQL */ `
  mutation Verify($email: String!, $code: String!) {
    verifyAccount(email: $email, code: $code) {
      __typename
      ... on AccountVerified { email message }
      ... on Error { message code }
    }
  }
`;
const RESEND = /* GraphQL */ `
  mutation Resend($email: String!) {
    resendVerificationCode(email: $email) { __typename ... on CodeSent { codeExpiresInSeconds } ... on Error { code } }
  }
`;
const REQUEST_RESET = /* GraphQL */ `
  mutation RequestReset($email: String!) {
    requestPasswordReset(email: $email) { __typename ... on CodeSent { message } ... on Error { code } }
  }
`;
const RESET = /* GraphQL */ `
  mutation Reset($email: String!, $code: String!, $newPassword: String!) {
    resetPassword(email: $email, code: $code, newPassword: $newPassword) { __typename ... on Error { message code } }
  }
`;

const newShopper = { fullname: 'Đỗ Minh Khoa', email: 'khoa@demo.vn', phone: '0967123456', password: 'KhoaDemo2025' };

describe.each(MODES)('sign-up rules against the %s double', (mode) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(mode);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it.each([
    [{ fullname: '' }, 'fullname', 'Bạn không được bỏ trống trường này.'],
    [{ email: '' }, 'email', 'Bạn không được bỏ trống trường này.'],
    [{ phone: '' }, 'phone', 'Bạn không được bỏ trống trường này.'],
    [{ password: '' }, 'password', 'Bạn không được bỏ trống trường này.'],
    [{ password: 'Ab1cdef' }, 'password', 'Mật khẩu phải có tối thiểu 8 kí tự.'],
    [{ password: 'abcdefgh1' }, 'password', 'Mật khẩu không hợp lệ.'],
    [{ password: 'Abc defg1' }, 'password', 'Mật khẩu không hợp lệ.'],
    [{ password: 'Abcdefg1@' }, 'password', 'Mật khẩu không hợp lệ.'],
    [{ phone: '967123456' }, 'phone', 'Số điện thoại không hợp lệ.'],
    [{ phone: '09671234567' }, 'phone', 'Số điện thoại không hợp lệ.'],
  ])('refuses %j on the server too, before calling the shop', async (change, field, message) => {
    stack.double.resetCalls();
    const { data } = await stack.gql(SIGN_UP, { ...newShopper, ...change });
    expect(data.signUp).toEqual({ __typename: 'InvalidInput', field, message, code: expect.any(String) });
    expect(stack.upstreamCalls().filter((c) => c.path.includes('register'))).toEqual([]);
  });
});

describe('sign-up where the shop has no register route (deployed double)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack('deployed');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('says it is not available, and sends no code', async () => {
    const { data } = await stack.gql(SIGN_UP, newShopper);
    expect(data.signUp).toEqual({
      __typename: 'Unavailable',
      code: 'FEATURE_UNAVAILABLE',
      message: 'Chức năng này tạm thời chưa khả dụng. Bạn vui lòng thử lại sau hoặc liên hệ hotline của shop.',
    });
    expect(await latestMailedCode(stack, newShopper.email)).toBeNull();
  });
});

describe('sign-up, verification and reset codes (contract double)', () => {
  let stack: Stack;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'accounts-'));
    // A PGlite folder, so the outbox also writes its files (<dataDir>/.outbox/<email>.txt).
    stack = await startStack('contract', { dataDir });
  });
  afterAll(async () => {
    await stack?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('registers, mails a 6-digit code (never in the answer) and asks for it before signing in', async () => {
    const client = cookieClient(stack);
    const { data } = await client.gql(SIGN_UP, newShopper);
    expect(data.signUp).toEqual({
      __typename: 'CodeSent',
      email: newShopper.email,
      codeExpiresInSeconds: 120,
      message: 'Shop đã gửi mã 6 số tới email của bạn.',
    });
    const code = await latestMailedCode(stack, newShopper.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(client.bodies.join('')).not.toContain(code!);
    const file = await readFile(join(dataDir, '.outbox', `${newShopper.email}.txt`), 'utf8');
    expect(file).toContain(`Mã xác thực tài khoản của bạn tại Tiệm In Thẻ là: ${code}`);

    const early = await client.gql(SIGN_IN, { email: newShopper.email, password: newShopper.password });
    expect(early.data.signIn).toMatchObject({ __typename: 'AccountNotVerified', email: newShopper.email });
    expect(client.cookies.size).toBe(0);
  });

  it('refuses a wrong code with the tries left, then accepts the latest code', async () => {
    const code = (await latestMailedCode(stack, newShopper.email))!;
    const wrong = code === '999999' ? '999998' : '999999';
    expect((await stack.gql(VERIFY, { email: newShopper.email, code: '12345' })).data.verifyAccount).toMatchObject({
      code: 'CODE_FORMAT',
      message: 'Mã xác thực gồm đúng 6 chữ số.',
    });
    expect((await stack.gql(VERIFY, { email: newShopper.email, code: wrong })).data.verifyAccount).toEqual({
      __typename: 'InvalidInput',
      code: 'CODE_WRONG',
      message: 'Mã xác thực không đúng. Bạn còn 4 lần thử.',
    });
    const verified = await stack.gql(VERIFY, { email: newShopper.email, code });
    expect(verified.data.verifyAccount).toEqual({
      __typename: 'AccountVerified',
      email: newShopper.email,
      message: 'Tài khoản đã được xác thực. Mời bạn đăng nhập.',
    });
    const signedIn = await stack.gql(SIGN_IN, { email: newShopper.email, password: newShopper.password });
    expect(signedIn.data.signIn).toMatchObject({ __typename: 'SignedIn', viewer: { greetingName: 'Khoa', email: newShopper.email } });
  });

  it('turns "Email is used already" into a Vietnamese field message', async () => {
    const { data } = await stack.gql(SIGN_UP, { ...newShopper, fullname: 'Người Khác' });
    expect(data.signUp).toEqual({
      __typename: 'InvalidInput',
      field: 'email',
      code: 'EMAIL_TAKEN',
      message: 'Email này đã được đăng ký. Bạn hãy đăng nhập hoặc dùng email khác.',
    });
  });

  it('resends only while a code is awaited, answering the same either way', async () => {
    const other = { ...newShopper, email: 'lan@demo.vn', fullname: 'Vũ Ngọc Lan' };
    await stack.gql(SIGN_UP, other);
    const first = await latestMailedCode(stack, other.email);
    expect((await stack.gql(RESEND, { email: other.email })).data.resendVerificationCode).toEqual({ __typename: 'CodeSent', codeExpiresInSeconds: 120 });
    const mails = await stack.app.services.database.db.selectFrom('outbox_mail').select('body').where('to_email', '=', other.email).execute();
    expect(mails).toHaveLength(2);
    const second = await latestMailedCode(stack, other.email);
    if (first !== second) expect((await stack.gql(VERIFY, { email: other.email, code: first })).data.verifyAccount.code).toBe('CODE_WRONG');

    // Already verified, or never registered: same answer, no mail.
    for (const email of [newShopper.email, 'ai-do@demo.vn']) {
      const before = await stack.app.services.database.db.selectFrom('outbox_mail').select('id').where('to_email', '=', email).execute();
      expect((await stack.gql(RESEND, { email })).data.resendVerificationCode.__typename).toBe('CodeSent');
      const after = await stack.app.services.database.db.selectFrom('outbox_mail').select('id').where('to_email', '=', email).execute();
      expect(after).toHaveLength(before.length);
    }
  });

  it('mails a reset code to a registered address only; the reset itself is honestly unavailable', async () => {
    const registered = await stack.gql(REQUEST_RESET, { email: 'an@demo.vn' });
    const unknown = await stack.gql(REQUEST_RESET, { email: 'khong-co@demo.vn' });
    expect(registered.data.requestPasswordReset).toEqual(unknown.data.requestPasswordReset);
    expect(await latestMailedCode(stack, 'khong-co@demo.vn')).toBeNull();
    const code = (await latestMailedCode(stack, 'an@demo.vn'))!;
    expect(code).toMatch(/^\d{6}$/);

    const weak = await stack.gql(RESET, { email: 'an@demo.vn', code, newPassword: 'short' });
    expect(weak.data.resetPassword).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Mật khẩu chưa đủ 8 ký tự' });
    const done = await stack.gql(RESET, { email: 'an@demo.vn', code, newPassword: 'MoiMatKhau1' });
    expect(done.data.resetPassword).toMatchObject({ __typename: 'Unavailable', code: 'FEATURE_UNAVAILABLE' });
    // Nothing changed upstream: the old password still works.
    expect((await stack.gql(SIGN_IN, { email: 'an@demo.vn', password: 'MatKhau123' })).data.signIn.__typename).toBe('SignedIn');
  });
});
