import { describe, expect, it } from 'vitest';
import { formatPriceCell } from './format-price-cell';

describe('formatPriceCell', () => {
  it('shows whole thousands with a k suffix', () => {
    expect(formatPriceCell(120000)).toBe('120k');
    expect(formatPriceCell(5000)).toBe('5k');
  });

  it('groups large amounts the Vietnamese way and keeps one decimal', () => {
    expect(formatPriceCell(1200000)).toBe('1.200k');
    expect(formatPriceCell(2500)).toBe('2,5k');
  });
});
