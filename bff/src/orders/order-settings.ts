import type { SenderSettings } from './order-sender';

export interface PaymentSettings {
  bankBin: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** E.g. "MoMo: 0900000000". */
  wallets: string[];
}

export interface OrderSettings {
  /** Whole đồng per design when the shopper has none yet (DESIGN_FEE). */
  designFeePerDesign: number;
  payment: PaymentSettings;
  sender: SenderSettings;
}

/**
 * The cart, order and payment settings, from the environment:
 * DESIGN_FEE, PAYMENT_BANK_BIN, PAYMENT_BANK_NAME, PAYMENT_ACCOUNT,
 * PAYMENT_ACCOUNT_NAME, PAYMENT_WALLETS (separated by ';'),
 * ORDER_SEND_INTERVAL_MS, ORDER_RETRY_BASE_MS, ORDER_RETRY_MAX_MS,
 * ORDER_MAX_REFUSALS. The payment defaults are an invented demo account.
 */
export function readOrderSettings(env: NodeJS.ProcessEnv = process.env): OrderSettings {
  const bankBin = env.PAYMENT_BANK_BIN?.trim() || '970436';
  if (!/^\d{6}$/.test(bankBin)) throw new Error('PAYMENT_BANK_BIN must be the bank’s 6-digit NAPAS BIN');
  const accountNumber = env.PAYMENT_ACCOUNT?.trim() || '0123456789';
  if (!/^[0-9A-Za-z]{1,19}$/.test(accountNumber)) throw new Error('PAYMENT_ACCOUNT must be 1–19 letters or digits');
  return {
    designFeePerDesign: whole(env.DESIGN_FEE, 50_000, 0),
    payment: {
      bankBin,
      bankName: env.PAYMENT_BANK_NAME?.trim() || 'Vietcombank',
      accountNumber,
      accountName: env.PAYMENT_ACCOUNT_NAME?.trim() || 'CUA HANG IN THE DEMO',
      wallets: (env.PAYMENT_WALLETS ?? 'MoMo: 0900000000')
        .split(';')
        .map((wallet) => wallet.trim())
        .filter(Boolean),
    },
    sender: {
      intervalMs: whole(env.ORDER_SEND_INTERVAL_MS, 15_000, 10),
      retryBaseMs: whole(env.ORDER_RETRY_BASE_MS, 30_000, 0),
      retryMaxMs: whole(env.ORDER_RETRY_MAX_MS, 60 * 60_000, 0),
      maxRefusals: whole(env.ORDER_MAX_REFUSALS, 5, 1),
      leaseMs: 5 * 60_000,
    },
  };
}

function whole(value: string | undefined, fallback: number, min: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isSafeInteger(n) && n >= min ? n : fallback;
}
