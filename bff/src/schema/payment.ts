import QRCode from 'qrcode';
import { builder } from '../builder';
import type { Context } from '../context';
import type { ShopOrder } from '../db/tables';
import type { PaymentSettings } from '../orders/order-settings';
import { vietQrPayload } from '../orders/vietqr';
import { toShopProfile } from '../upstream/adapt-shop';

interface PaymentValue {
  amount: number;
  transferMessage: string;
  payload: string;
}

type PaymentInfoValue = PaymentSettings & { chatLink: string | null };

/** SPEC §1's payment instructions, with the VietQR way first. */
const INSTRUCTIONS = [
  'Quét mã VietQR của đơn hàng bằng ứng dụng ngân hàng bất kỳ: số tài khoản, số tiền cọc và nội dung chuyển khoản đã điền sẵn.',
  'Hoặc chuyển khoản tới ví hay tài khoản ngân hàng bên dưới, với nội dung chuyển khoản là đúng mã đơn hàng.',
  'Tiền cọc gồm 50% chi phí in và 100% phí thiết kế (nếu có).',
  'Chuyển xong, bạn chụp màn hình giao dịch và gửi cho shop qua kênh chat.',
];

const CHAT_NAMES = ['zalo', 'messenger', 'facebook'];

export const PaymentRef = builder.objectRef<PaymentValue>('Payment').implement({
  description: 'How to pay the deposit of one order.',
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'The deposit, whole đồng.' }),
    transferMessage: t.exposeString('transferMessage', { description: 'The order code: the bank transfer message.' }),
    vietQrPayload: t.exposeString('payload', { description: 'The NAPAS VietQR (EMVCo) text inside the QR code.' }),
    vietQrSvg: t.string({
      description: 'The QR code as SVG markup (for <img src="data:image/svg+xml;…">).',
      resolve: (p) => QRCode.toString(p.payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    }),
  }),
});

const PaymentInfoRef = builder.objectRef<PaymentInfoValue>('PaymentInfo').implement({
  description: "The shop's payment details and instructions (SPEC §1).",
  fields: (t) => ({
    bankName: t.exposeString('bankName', { description: 'Name of the bank to transfer to.' }),
    bankBin: t.exposeString('bankBin', { description: "The bank's NAPAS BIN." }),
    accountNumber: t.exposeString('accountNumber', { description: "The shop's bank account number." }),
    accountName: t.exposeString('accountName', { description: 'Account holder name.' }),
    wallets: t.exposeStringList('wallets', { description: "E-wallets, e.g. 'MoMo: 0900000000'." }),
    instructions: t.stringList({ description: 'Vietnamese payment steps to show in order (VietQR first).', resolve: () => INSTRUCTIONS }),
    chatLink: t.exposeString('chatLink', { nullable: true, description: "Where to send the payment screenshot: the shop's chat contact." }),
  }),
});

/** The deposit of an order as a VietQR transfer to the shop's account. */
export function paymentOf(ctx: Context, order: ShopOrder): PaymentValue {
  const amount = order.deposit ?? 0;
  const { bankBin, accountNumber } = ctx.services.orders.settings.payment;
  return { amount, transferMessage: order.order_code, payload: vietQrPayload({ bankBin, accountNumber, amount, purpose: order.order_code }) };
}

builder.queryFields((t) => ({
  paymentInfo: t.field({
    type: PaymentInfoRef,
    description: "The shop's bank account, e-wallets, payment instructions and chat link.",
    resolve: async (_root, _args, ctx) => {
      const contacts = await Promise.resolve(ctx.services.catalogue.contacts()).catch(() => []);
      const links = toShopProfile(contacts, 0).socialLinks;
      const chat = CHAT_NAMES.map((name) => links.find((l) => l.name.toLowerCase() === name)).find(Boolean);
      return { ...ctx.services.orders.settings.payment, chatLink: chat?.link ?? null };
    },
  }),
}));
