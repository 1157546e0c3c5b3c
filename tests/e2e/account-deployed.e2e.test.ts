import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountShop, type AccountShop } from './account-shop';

/** The known deployment: no register or change-info route, and change-password dies without answering. */
let shop: AccountShop;
beforeAll(async () => {
  shop = await openAccountShop('deployed');
});
afterAll(async () => {
  await shop?.close();
});

const UNAVAILABLE = 'Chức năng này tạm thời chưa khả dụng. Bạn vui lòng thử lại sau hoặc liên hệ hotline của shop.';
const main = (page: Page) => page.locator('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

async function noSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

describe('account screens against the deployed double', { timeout: 120_000 }, () => {
  it('says sign-up is not available instead of pretending it worked', async () => {
    const { page, context } = await shop.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto('/register');
    await field(page, 'Họ và tên').fill('Đỗ Minh Khoa');
    await field(page, 'Email').fill('khoa@demo.vn');
    await field(page, 'Số điện thoại').fill('0967123456');
    await field(page, 'Mật khẩu').fill('KhoaDemo2025');
    await field(page, 'Nhập lại mật khẩu').fill('KhoaDemo2025');
    await main(page).getByRole('checkbox').check();
    await main(page).getByRole('button', { name: 'Đăng ký' }).click();
    await main(page).getByRole('alert').getByText(UNAVAILABLE).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await shop.mailedCode('khoa@demo.vn')).toBeNull();
    await noSeriousViolations(page);
    await context.close();
  });

  it('keeps the old profile and password when the shop cannot change them', async () => {
    const { page, context } = await shop.newPage();
    await page.goto('/login?next=/account');
    await field(page, 'Email').fill('chau@demo.vn');
    await field(page, 'Mật khẩu').fill('ChauDemo2024');
    await main(page).locator('form button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/account');
    await field(page, 'Số điện thoại').fill('0999999999');
    await main(page).getByRole('button', { name: 'Cập nhật' }).click();
    await main(page).getByRole('alert').getByText(UNAVAILABLE).waitFor();

    await field(page, 'Mật khẩu hiện tại').fill('ChauDemo2024');
    await field(page, 'Mật khẩu mới').fill('ChauMoi2025');
    await field(page, 'Nhập lại mật khẩu mới').fill('ChauMoi2025');
    await main(page).getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await main(page).getByRole('alert').filter({ hasText: UNAVAILABLE }).nth(1).waitFor();

    await page.reload();
    await field(page, 'Số điện thoại').waitFor();
    expect(await field(page, 'Số điện thoại').inputValue()).toBe('0923456789');
    await context.close();
  });

  it('mails a reset code on /forgetPass and says honestly that the reset cannot be done online', async () => {
    const { page, context } = await shop.newPage();
    await page.goto('/forgetPass');
    await noSeriousViolations(page);
    await field(page, 'Email').fill('dung@demo.vn');
    await main(page).getByRole('button', { name: 'Gửi mã' }).click();
    await main(page).getByText('Nếu email này đã đăng ký, shop đã gửi mã 6 số tới email đó.').waitFor();
    const code = await shop.mailedCode('dung@demo.vn');
    expect(code).toMatch(/^\d{6}$/);
    await field(page, 'Mã xác thực (6 số)').fill(code!);
    await field(page, 'Mật khẩu mới').fill('DungMoi2025');
    await field(page, 'Nhập lại mật khẩu mới').fill('DungMoi2025');
    await main(page).getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await main(page).getByRole('alert').getByText(/chưa hỗ trợ đặt lại mật khẩu trực tuyến/).waitFor();
    await context.close();
  });

  it('verification screen: 6 characters enable the button; resend restarts the 120 s countdown', async () => {
    const { page, context } = await shop.newPage();
    await page.goto('/accountVerification');
    await field(page, 'Email').fill('an@demo.vn');
    const verify = main(page).getByRole('button', { name: 'Xác thực' });
    await field(page, 'Mã xác thực (6 số)').fill('1234');
    expect(await verify.isDisabled()).toBe(true);
    await field(page, 'Mã xác thực (6 số)').fill('123456');
    expect(await verify.isEnabled()).toBe(true);
    expect(await main(page).getByText(/Mã hết hạn sau/).count()).toBe(0);
    await main(page).getByRole('button', { name: 'Gửi lại mã' }).click();
    await main(page).getByText(/Mã hết hạn sau (2:00|1:5\d)/).waitFor();
    await noSeriousViolations(page);
    await context.close();
  });
});
