import { describe, expect, it } from 'vitest';
import { optionLabel } from './option-label';

describe('optionLabel', () => {
  it.each([null, undefined, '', '  ', 'non', 'NON'])('shows %j as Không có', (value) => {
    expect(optionLabel(value)).toBe('Không có');
  });

  it('keeps a real option', () => {
    expect(optionLabel(' Nhựa PVC ')).toBe('Nhựa PVC');
  });
});
