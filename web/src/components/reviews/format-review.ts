const dateFormat = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** "16/06/2024": the day a review was written, in the shop's time zone. */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** "4,7": one decimal with the Vietnamese comma. */
export function formatAverage(average: number): string {
  return average.toLocaleString('vi-VN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
