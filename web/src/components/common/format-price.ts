const dong = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
const plain = new Intl.NumberFormat('vi-VN');

/** 35000 → "35.000 ₫" (vi-VN, with the locale's non-breaking space before ₫). */
export function formatPrice(amount: number): string {
  return dong.format(amount);
}

/** 1234 → "1.234". */
export function formatCount(count: number): string {
  return plain.format(count);
}
