import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../bff/src/session/session-cookie';
import { openAccountShop, type AccountShop } from './account-shop';

/** Runs against the contract double: it has the register, change-info and change-password routes. */
let shop: AccountShop;
beforeAll(async () => {
  shop = await openAccountShop('contract');
});
afterAll(async () => {
  await shop?.close();
});

const REQUIRED = 'Bạn không được bỏ trống trường này.';
const khoa = { fullname: 'Đỗ Minh Khoa', email: 'khoa@demo.vn', phone: '0967123456', password: 'KhoaDemo2025' };
const main = (page: Page) => page.locator('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const submit = (page: Page) => main(page).locator('form button[type=submit]').first();
const greeting = (page: Page) => page.locator('.account-menu__toggle');

/** Every /graphql answer the page received, to prove the upstream token is in none of them. */
function recordGraphqlBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/graphql') void response.text().then((text) => bodies.push(text), () => undefined);
  });
  return bodies;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Mật khẩu').fill(password);
  await submit(page).click();
}

async function axeSerious(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

describe('register, verify, sign in (contract double)', { timeout: 120_000 }, () => {
  let context: BrowserContext;
  let page: Page;
  let bodies: string[];
  beforeAll(async () => {
    ({ page, context } = await shop.newPage());
    bodies = recordGraphqlBodies(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows each validation message of the register form, and the policy box gates the button', async () => {
    await page.goto('/register');
    const button = main(page).getByRole('button', { name: 'Đăng ký' });
    await expect.poll(() => button.isDisabled()).toBe(true);
    await main(page).getByLabel('Tôi đồng ý với chính sách bảo mật và điều khoản đặt in của shop.').check();
    await expect.poll(() => button.isEnabled()).toBe(true);

    await button.click();
    await expect.poll(() => main(page).getByText(REQUIRED, { exact: true }).count()).toBe(5);

    const cases: [Record<string, string>, string][] = [
      [{ 'Mật khẩu': 'Ab1', 'Nhập lại mật khẩu': 'Ab1' }, 'Mật khẩu phải có tối thiểu 8 kí tự.'],
      [{ 'Mật khẩu': 'abcdefgh1', 'Nhập lại mật khẩu': 'abcdefgh1' }, 'Mật khẩu không hợp lệ.'],
      [{ 'Mật khẩu': 'Khoa Demo1', 'Nhập lại mật khẩu': 'Khoa Demo1' }, 'Mật khẩu không hợp lệ.'],
      [{ 'Mật khẩu': khoa.password, 'Nhập lại mật khẩu': 'KhoaDemo2024' }, 'Nhập lại mật khẩu không trùng khớp.'],
      [{ 'Số điện thoại': '967123456' }, 'Số điện thoại không hợp lệ.'],
    ];
    await field(page, 'Họ và tên').fill(khoa.fullname);
    await field(page, 'Email').fill(khoa.email);
    await field(page, 'Số điện thoại').fill(khoa.phone);
    for (const [values, message] of cases) {
      for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
      await button.click();
      await main(page).getByText(message, { exact: true }).waitFor();
      await field(page, 'Số điện thoại').fill(khoa.phone);
    }
    expect(await axeSerious(page)).toEqual([]);
  });

  it('registers, then verifies with the mailed code after a wrong one', async () => {
    await field(page, 'Mật khẩu').fill(khoa.password);
    await field(page, 'Nhập lại mật khẩu').fill(khoa.password);
    await main(page).getByRole('button', { name: 'Đăng ký' }).click();
    await page.waitForURL((url) => url.pathname === '/accountVerification');
    await main(page).getByText(`Shop đã gửi mã 6 số tới ${khoa.email}`, { exact: false }).waitFor();
    await main(page).getByText(/Mã hết hạn sau (2:00|1:5\d)/).waitFor();

    const code = await shop.mailedCode(khoa.email);
    expect(code).toMatch(/^\d{6}$/);
    const verifyButton = main(page).getByRole('button', { name: 'Xác thực' });
    await field(page, 'Mã xác thực (6 số)').fill('12345');
    expect(await verifyButton.isDisabled()).toBe(true);
    await field(page, 'Mã xác thực (6 số)').fill(code === '000000' ? '111111' : '000000');
    await verifyButton.click();
    await main(page).getByText('Mã xác thực không đúng. Bạn còn 4 lần thử.').waitFor();
    expect(await axeSerious(page)).toEqual([]);

    await field(page, 'Mã xác thực (6 số)').fill(code!);
    await verifyButton.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await main(page).getByText('Tài khoản đã được xác thực. Mời bạn đăng nhập.').waitFor();
    expect(await field(page, 'Email').inputValue()).toBe(khoa.email);
    expect(bodies.join('')).not.toContain(code!);
  });

  it('refuses a wrong password in an "Oops !" popup, after "Đợi chút, để shop kiểm tra!"', async () => {
    shop.double.faults.slow('POST /api/auth/login', 700);
    try {
      await field(page, 'Mật khẩu').fill('SaiMatKhau1');
      await submit(page).click();
      await page.getByRole('dialog').getByText('Đợi chút, để shop kiểm tra!').waitFor();
      const oops = page.getByRole('dialog', { name: 'Oops !' });
      await oops.getByText('Tài khoản hoặc mật khẩu không chính xác').waitFor();
      expect(await axeSerious(page)).toEqual([]);
      await oops.getByRole('button', { name: 'Đóng' }).click();
      await expect.poll(() => oops.isVisible()).toBe(false);
    } finally {
      shop.double.faults.clear();
    }
  });

  it('shows an empty field’s message as its placeholder and never submits', async () => {
    // Another URL: re-opening the same one would keep the e-mail the verification screen handed over.
    await page.goto('/login?next=/carts');
    await submit(page).click();
    await expect.poll(() => field(page, 'Email').getAttribute('placeholder')).toBe(REQUIRED);
    await expect.poll(() => field(page, 'Mật khẩu').getAttribute('placeholder')).toBe(REQUIRED);
    expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('signs in into an HttpOnly cookie; no token in storage or in any GraphQL answer; back to `next`', async () => {
    await page.goto('/login?next=/account');
    await field(page, 'Email').fill(khoa.email);
    await field(page, 'Mật khẩu').fill(khoa.password);
    await submit(page).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await greeting(page).getByText('Xin chào, Khoa').waitFor();

    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(['shop_session']);
    expect(cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const storage = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
    expect(storage).toBe('[{},{}]');

    const session = await openSession(cookies[0]!.value, shop.app.services.accounts.keys.session);
    expect(session?.email).toBe(khoa.email);
    await page.waitForTimeout(300);
    expect(bodies.length).toBeGreaterThan(3);
    for (const body of bodies) {
      expect(body).not.toContain(session!.token);
      expect(body).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
    }
  });
});

describe('account page (contract double)', { timeout: 120_000 }, () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ page, context } = await shop.newPage());
    await signIn(page, 'binh@demo.vn', 'BinhMatKhau1');
    await greeting(page).getByText('Xin chào, Bình').waitFor();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('updates name and phone, and the change survives a reload (email read-only)', async () => {
    await page.goto('/account?userId=1');
    expect(await field(page, 'Email').inputValue()).toBe('binh@demo.vn');
    expect(await field(page, 'Email').getAttribute('readonly')).not.toBeNull();
    expect(await field(page, 'Số điện thoại').inputValue()).toBe('0912345678');
    expect(await axeSerious(page)).toEqual([]);

    await field(page, 'Số điện thoại').fill('0912');
    await main(page).getByRole('button', { name: 'Cập nhật' }).click();
    await main(page).getByText('Số điện thoại không hợp lệ.').waitFor();

    await field(page, 'Họ và tên').fill('Trần Thị Bình Minh');
    await field(page, 'Số điện thoại').fill('0987654321');
    await main(page).getByRole('button', { name: 'Cập nhật' }).click();
    await main(page).getByText('Đã cập nhật thông tin tài khoản.').waitFor();
    await greeting(page).getByText('Xin chào, Minh').waitFor();

    await page.reload();
    await field(page, 'Số điện thoại').waitFor();
    expect(await field(page, 'Họ và tên').inputValue()).toBe('Trần Thị Bình Minh');
    expect(await field(page, 'Số điện thoại').inputValue()).toBe('0987654321');
    await greeting(page).getByText('Xin chào, Minh').waitFor();
  });

  it('uploads a PNG avatar and refuses a file over 500000 bytes', async () => {
    const chooser = main(page).locator('input[type=file]');
    expect(await chooser.getAttribute('accept')).toBe('.jpg,.jpeg,.png');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const big = Buffer.concat([png, Buffer.alloc(500_001 - png.length)]);
    await chooser.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await main(page).getByText('File size is too large!').waitFor();
    await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await main(page).getByText('Đã cập nhật ảnh đại diện.').waitFor();
    const src = await main(page).getByRole('img', { name: /Ảnh đại diện của/ }).getAttribute('src');
    expect(src).toMatch(/^\/avatars\/3\?v=/);
  });

  it('changes the password; then only the new one signs in; sign-out clears the session', async () => {
    const button = main(page).getByRole('button', { name: 'Đổi mật khẩu' });
    expect(await button.isDisabled()).toBe(true);
    await field(page, 'Mật khẩu hiện tại').fill('SaiMatKhau1');
    await field(page, 'Mật khẩu mới').fill('abc');
    await field(page, 'Nhập lại mật khẩu mới').fill('abc');
    await button.click();
    await main(page).getByText('Mật khẩu chưa đủ 8 ký tự').waitFor();
    await field(page, 'Mật khẩu mới').fill('BinhMoi2025');
    await field(page, 'Nhập lại mật khẩu mới').fill('BinhMoi2024');
    await button.click();
    await main(page).getByText('Nhập lại mật khẩu không chính xác. Vui lòng nhập lại').waitFor();
    await field(page, 'Nhập lại mật khẩu mới').fill('BinhMoi2025');
    await button.click();
    await main(page).getByText('Mật khẩu hiện tại không chính xác').waitFor();
    await field(page, 'Mật khẩu hiện tại').fill('BinhMatKhau1');
    await button.click();
    await main(page).getByText('Đổi mật khẩu thành công.').waitFor();
    expect(await main(page).getByRole('link', { name: 'Quên mật khẩu?' }).getAttribute('href')).toBe('/forgetPass');

    await greeting(page).click();
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await greeting(page).getByText('Tài khoản').waitFor();
    expect(await context.cookies()).toEqual([]);
    await page.goto('/account');
    await page.waitForURL((url) => url.pathname === '/login');

    await signIn(page, 'binh@demo.vn', 'BinhMatKhau1');
    await page.getByRole('dialog', { name: 'Oops !' }).waitFor();
    await page.getByRole('button', { name: 'Đóng' }).click();
    await field(page, 'Mật khẩu').fill('BinhMoi2025');
    await submit(page).click();
    await greeting(page).getByText('Xin chào, Minh').waitFor();
  });
});

describe('social sign-in', { timeout: 120_000 }, () => {
  it('Google and Facebook have their own paths; the ?tokenID= return signs in and leaves the URL', async () => {
    const { page, context } = await shop.newPage();
    await page.goto('/login');
    expect(await main(page).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('/auth/facebook');
    await main(page).getByRole('link', { name: 'Google' }).click();
    await greeting(page).getByText('Xin chào, An').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect((await context.cookies()).map((c) => c.name)).toEqual(['shop_session']);
    await context.close();
  });
});
