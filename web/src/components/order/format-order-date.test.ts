import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './format-order-date';

describe('formatOrderDate', () => {
  it('shows the date and time in Vietnam, day first', () => {
    const text = formatOrderDate('2024-05-01T20:30:00.000Z');
    expect(text).toContain('02/05/2024');
    expect(text).toContain('03:30');
  });

  it('keeps a text that is not a date', () => {
    expect(formatOrderDate('hôm qua')).toBe('hôm qua');
  });
});
