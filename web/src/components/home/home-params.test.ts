import { describe, expect, it } from 'vitest';
import { homeSearchParams, parseHomeParams } from './home-params';

describe('parseHomeParams', () => {
  it('reads category and sort', () => {
    expect(parseHomeParams(new URLSearchParams('category=cardbogoc&sort=PRICE_DESC'))).toEqual({
      category: 'cardbogoc',
      sort: 'PRICE_DESC',
    });
  });

  it('defaults to every category in the normal order', () => {
    expect(parseHomeParams(new URLSearchParams(''))).toEqual({ category: '', sort: 'NORMAL' });
  });

  it('accepts a lower-case sort and ignores an unknown one', () => {
    expect(parseHomeParams(new URLSearchParams('sort=views_asc')).sort).toBe('VIEWS_ASC');
    expect(parseHomeParams(new URLSearchParams('sort=CHEAPEST')).sort).toBe('NORMAL');
  });
});

describe('homeSearchParams', () => {
  it('leaves out the defaults', () => {
    expect(homeSearchParams({ category: '', sort: 'NORMAL' }).toString()).toBe('');
  });

  it('round-trips through parseHomeParams', () => {
    const view = { category: 'sticker', sort: 'VIEWS_DESC' } as const;
    expect(parseHomeParams(homeSearchParams(view))).toEqual(view);
  });
});
