import type { FieldCode } from './account-rules';

/** The BFF's Vietnamese account texts (SPEC section 5 and 8 wording where SPEC has it). */
export const accountMessages = {
  required: 'Bạn không được bỏ trống trường này.',
  tooLong: 'Nội dung quá dài.',
  emailInvalid: 'Email không hợp lệ.',
  phoneInvalid: 'Số điện thoại không hợp lệ.',
  registerPasswordTooShort: 'Mật khẩu phải có tối thiểu 8 kí tự.',
  registerPasswordInvalid: 'Mật khẩu không hợp lệ.',
  changePasswordTooShort: 'Mật khẩu chưa đủ 8 ký tự',
  changePasswordInvalid: 'Mật khẩu không hợp lệ',
  emailTaken: 'Email này đã được đăng ký. Bạn hãy đăng nhập hoặc dùng email khác.',
  wrongCredentials: 'Tài khoản hoặc mật khẩu không chính xác',
  wrongCurrentPassword: 'Mật khẩu hiện tại không chính xác',
  signInRateLimited: 'Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau ít phút.',
  codeRateLimited: 'Bạn đã yêu cầu gửi mã quá nhiều lần. Vui lòng thử lại sau ít phút.',
  notVerified: 'Tài khoản của bạn chưa được xác thực. Hãy nhập mã 6 số shop vừa gửi tới email của bạn.',
  featureUnavailable: 'Chức năng này tạm thời chưa khả dụng. Bạn vui lòng thử lại sau hoặc liên hệ hotline của shop.',
  resetUnavailable:
    'Mã của bạn hợp lệ, nhưng shop tạm thời chưa hỗ trợ đặt lại mật khẩu trực tuyến. Bạn vui lòng liên hệ hotline của shop để được hỗ trợ.',
  codeFormat: 'Mã xác thực gồm đúng 6 chữ số.',
  codeWrong: (left: number) => `Mã xác thực không đúng. Bạn còn ${left} lần thử.`,
  codeExpired: 'Mã xác thực đã hết hạn. Bạn hãy bấm "Gửi lại mã" để nhận mã mới.',
  codeLocked: 'Bạn đã nhập sai quá nhiều lần. Bạn hãy bấm "Gửi lại mã" để nhận mã mới.',
  codeMissing: 'Không có mã nào đang chờ cho email này. Bạn hãy bấm "Gửi lại mã" để nhận mã mới.',
  socialExpired: 'Phiên đăng nhập bằng mạng xã hội đã hết hạn, bạn vui lòng thử lại.',
  avatarTooLarge: 'File size is too large!',
  avatarType: 'Ảnh đại diện phải là tệp .jpg, .jpeg hoặc .png.',
  verified: 'Tài khoản đã được xác thực. Mời bạn đăng nhập.',
  codeSent: 'Shop đã gửi mã 6 số tới email của bạn.',
  resetCodeSent: 'Nếu email này đã đăng ký, shop đã gửi mã 6 số tới email đó.',
  profileUpdated: 'Đã cập nhật thông tin tài khoản.',
  avatarUpdated: 'Đã cập nhật ảnh đại diện.',
  passwordChanged: 'Đổi mật khẩu thành công.',
  signedOut: 'Bạn đã đăng xuất.',
} as const;

/** The message of a field rule; `screen` picks the register or change-password wording for passwords. */
export function fieldMessage(code: FieldCode, screen: 'register' | 'changePassword' = 'register'): string {
  switch (code) {
    case 'REQUIRED':
      return accountMessages.required;
    case 'TOO_LONG':
      return accountMessages.tooLong;
    case 'EMAIL_INVALID':
      return accountMessages.emailInvalid;
    case 'PHONE_INVALID':
      return accountMessages.phoneInvalid;
    case 'PASSWORD_TOO_SHORT':
      return screen === 'register' ? accountMessages.registerPasswordTooShort : accountMessages.changePasswordTooShort;
    case 'PASSWORD_INVALID':
      return screen === 'register' ? accountMessages.registerPasswordInvalid : accountMessages.changePasswordInvalid;
  }
}
