import type { Mail } from './mailer';

/** The mails that carry a code; the code is also in the subject, for phones' notification previews. */
export function codeMail(to: string, code: string, purpose: 'verify' | 'reset', lifetimeSeconds: number): Mail {
  const what = purpose === 'verify' ? 'xác thực tài khoản' : 'đặt lại mật khẩu';
  return {
    to,
    subject: `Tiệm In Thẻ: mã ${what} ${code}`,
    text: [
      'Xin chào,',
      '',
      `Mã ${what} của bạn tại Tiệm In Thẻ là: ${code}`,
      `Mã có hiệu lực trong ${lifetimeSeconds} giây và chỉ dùng được một lần.`,
      '',
      'Nếu bạn không yêu cầu mã này, hãy bỏ qua email.',
    ].join('\n'),
  };
}
