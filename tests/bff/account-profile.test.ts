import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../double/seed/users';
import { cookieClient, ME, SIGN_IN, type CookieClient } from './account-client';
import { MODES, startStack, type Stack } from './stack';

const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateProfile($fullname: String!, $phone: String!) {
    updateProfile(fullname: $fullname, phone: $phone) {
      __typename
      ... on ProfileUpdated { message viewer { fullname greetingName phone } }
      ... on Error { message code }
      ... on InvalidInput { field }
    }
  }
`;
const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      __typename
      ... on PasswordChanged { message }
      ... on Error { message code }
      ... on InvalidInput { field }
    }
  }
`;
const UPLOAD_AVATAR = /* GraphQL */ `
  mutation UploadAvatar($imageBase64: String!) {
    uploadAvatar(imageBase64: $imageBase64) {
      __typename
      ... on AvatarUpdated { viewer { avatar } }
      ... on Error { message code }
    }
  }
`;
const EXCHANGE = /* GraphQL */ `
  mutation Exchange($tokenID: String!) {
    exchangeSocialToken(tokenID: $tokenID) {
      __typename
      ... on SignedIn { viewer { id email } }
      ... on Error { message code }
    }
  }
`;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const user = (email: string) => DEMO_USERS.find((u) => u.email === email)!;

async function signedInAs(stack: Stack, email: string, password = user(email).password): Promise<CookieClient> {
  const client = cookieClient(stack);
  const { data } = await client.gql(SIGN_IN, { email, password });
  expect(data.signIn.__typename).toBe('SignedIn');
  return client;
}

describe.each(MODES)('profile, password, avatar and social sign-in against the %s double', (mode) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(mode);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('needs a session for every change', async () => {
    const notSignedIn = { __typename: 'NotSignedIn', code: 'NOT_SIGNED_IN', message: 'Bạn cần đăng nhập để tiếp tục.' };
    expect((await stack.gql(UPDATE_PROFILE, { fullname: 'X', phone: '0901234567' })).data.updateProfile).toEqual(notSignedIn);
    expect((await stack.gql(CHANGE_PASSWORD, { currentPassword: 'a', newPassword: 'Abcdefg1' })).data.changePassword).toEqual(notSignedIn);
    expect((await stack.gql(UPLOAD_AVATAR, { imageBase64: PNG.toString('base64') })).data.uploadAvatar).toEqual(notSignedIn);
  });

  it('checks profile and password fields with the SPEC messages', async () => {
    const client = await signedInAs(stack, 'chau@demo.vn');
    expect((await client.gql(UPDATE_PROFILE, { fullname: 'Lê Minh Châu', phone: '12345' })).data.updateProfile).toEqual({
      __typename: 'InvalidInput',
      field: 'phone',
      code: 'PHONE_INVALID',
      message: 'Số điện thoại không hợp lệ.',
    });
    const short = await client.gql(CHANGE_PASSWORD, { currentPassword: 'ChauDemo2024', newPassword: 'Ab1' });
    expect(short.data.changePassword).toMatchObject({ field: 'newPassword', message: 'Mật khẩu chưa đủ 8 ký tự' });
    const invalid = await client.gql(CHANGE_PASSWORD, { currentPassword: 'ChauDemo2024', newPassword: 'abcdefgh' });
    expect(invalid.data.changePassword).toMatchObject({ field: 'newPassword', message: 'Mật khẩu không hợp lệ' });
  });

  it('keeps an uploaded avatar in the BFF, checked by content and size', async () => {
    const client = await signedInAs(stack, 'dung@demo.vn');
    const gif = Buffer.from('GIF89a0123456789').toString('base64');
    expect((await client.gql(UPLOAD_AVATAR, { imageBase64: `data:image/png;base64,${gif}` })).data.uploadAvatar).toEqual({
      __typename: 'InvalidInput',
      code: 'FILE_TYPE',
      message: 'Ảnh đại diện phải là tệp .jpg, .jpeg hoặc .png.',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(500_001 - PNG.length)]);
    expect((await client.gql(UPLOAD_AVATAR, { imageBase64: big.toString('base64') })).data.uploadAvatar).toEqual({
      __typename: 'InvalidInput',
      code: 'FILE_TOO_LARGE',
      message: 'File size is too large!',
    });
    const ok = await client.gql(UPLOAD_AVATAR, { imageBase64: PNG.toString('base64') });
    const url: string = ok.data.uploadAvatar.viewer.avatar;
    expect(url).toMatch(/^\/avatars\/5\?v=\w+$/);
    expect((await client.gql(ME)).data.me.avatar).toBe(url);
    const image = await fetch(`${stack.app.url}${url}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${stack.app.url}/avatars/6`)).status).toBe(404);
  });

  it('sends each social button to its own provider route and exchanges the ?tokenID= for a session', async () => {
    const google = await fetch(`${stack.app.url}/auth/google`, { redirect: 'manual' });
    expect(google.status).toBe(302);
    const googleTarget = new URL(google.headers.get('location')!);
    expect(googleTarget.origin + googleTarget.pathname).toBe(`${stack.double.url}/api/auth/google`);
    const facebook = await fetch(`${stack.app.url}/auth/facebook`, { redirect: 'manual' });
    expect(new URL(facebook.headers.get('location')!).pathname).toBe('/api/auth/facebook');

    // The provider's round trip ends back on the shop with ?tokenID=.
    const back = await fetch(`${googleTarget.href}&email=ha@demo.vn`, { redirect: 'manual' });
    const returned = new URL(back.headers.get('location')!);
    expect(returned.origin).toBe(stack.app.url);
    const client = cookieClient(stack);
    const { data } = await client.gql(EXCHANGE, { tokenID: returned.searchParams.get('tokenID') });
    expect(data.exchangeSocialToken).toEqual({ __typename: 'SignedIn', viewer: { id: '6', email: 'ha@demo.vn' } });
    expect((await client.gql(ME)).data.me.email).toBe('ha@demo.vn');

    const bad = await stack.gql(EXCHANGE, { tokenID: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6Mn0.bad' });
    expect(bad.data.exchangeSocialToken).toMatchObject({ __typename: 'InvalidInput', code: 'SOCIAL_TOKEN_REJECTED' });
  });
});

describe('profile and password where the shop lacks the routes (deployed double)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack('deployed');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('never reports a false success for a profile edit', async () => {
    const client = await signedInAs(stack, 'binh@demo.vn');
    const { data } = await client.gql(UPDATE_PROFILE, { fullname: 'Trần Thị Bình Mới', phone: '0999999999' });
    expect(data.updateProfile).toMatchObject({ __typename: 'Unavailable', code: 'FEATURE_UNAVAILABLE' });
    expect((await client.gql(ME)).data.me).toMatchObject({ fullname: 'Trần Thị Bình', phone: '0912345678' });
  });

  it('treats the change-password crash (no answer at all) as unavailable', async () => {
    const client = await signedInAs(stack, 'binh@demo.vn');
    const { data } = await client.gql(CHANGE_PASSWORD, { currentPassword: 'BinhMatKhau1', newPassword: 'BinhMoi2025' });
    expect(data.changePassword).toEqual({
      __typename: 'Unavailable',
      code: 'FEATURE_UNAVAILABLE',
      message: 'Chức năng này tạm thời chưa khả dụng. Bạn vui lòng thử lại sau hoặc liên hệ hotline của shop.',
    });
    expect(client.cookies.size).toBe(1);
  });
});

describe('profile and password where the shop has the routes (contract double)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack('contract');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('updates name and phone for the session user only; the change is there on the next request', async () => {
    const client = await signedInAs(stack, 'binh@demo.vn');
    const { data } = await client.gql(UPDATE_PROFILE, { fullname: '  Trần Thị  Bình An ', phone: '0987654321' });
    expect(data.updateProfile).toEqual({
      __typename: 'ProfileUpdated',
      message: 'Đã cập nhật thông tin tài khoản.',
      viewer: { fullname: 'Trần Thị Bình An', greetingName: 'An', phone: '0987654321' },
    });
    expect((await client.gql(ME)).data.me).toMatchObject({ fullname: 'Trần Thị Bình An', phone: '0987654321', email: 'binh@demo.vn' });
    const call = stack.double.calls.filter((c) => c.path === '/api/v1/auth/changeinfo').at(-1);
    expect(call).toBeDefined();
  });

  it('changes the password upstream: the old one stops working, the new one works', async () => {
    const client = await signedInAs(stack, 'giang@demo.vn');
    const wrong = await client.gql(CHANGE_PASSWORD, { currentPassword: 'Sai12345', newPassword: 'GiangMoi2025' });
    expect(wrong.data.changePassword).toEqual({
      __typename: 'InvalidInput',
      field: 'currentPassword',
      code: 'WRONG_PASSWORD',
      message: 'Mật khẩu hiện tại không chính xác',
    });
    const done = await client.gql(CHANGE_PASSWORD, { currentPassword: 'GiangDemo321', newPassword: 'GiangMoi2025' });
    expect(done.data.changePassword).toEqual({ __typename: 'PasswordChanged', message: 'Đổi mật khẩu thành công.' });
    expect((await stack.gql(SIGN_IN, { email: 'giang@demo.vn', password: 'GiangDemo321' })).data.signIn.__typename).toBe('WrongCredentials');
    expect((await stack.gql(SIGN_IN, { email: 'giang@demo.vn', password: 'GiangMoi2025' })).data.signIn.__typename).toBe('SignedIn');
  });
});
