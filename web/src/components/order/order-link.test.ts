import { describe, expect, it } from 'vitest';
import { cleanLinkedName, MAX_LINKED_NAME_LENGTH, orderLinkHref, parseOrderLink } from './order-link';

describe('parseOrderLink', () => {
  it('reads a digit productId and the name as plain text', () => {
    expect(parseOrderLink('?name=Card+nh%E1%BB%B1a+PVC&productId=100000')).toEqual({ productId: '100000', name: 'Card nhựa PVC' });
    expect(parseOrderLink('productId=100000')).toEqual({ productId: '100000', name: '' });
    expect(parseOrderLink('?name=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&productId=7')?.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('ignores any productId that is not only digits', () => {
    for (const id of ['', 'abc', '100000abc', ' 100000', '-1', '1.5', '1e5', '１２３', '1234567890123', '../admin']) {
      expect(parseOrderLink(new URLSearchParams({ name: 'Card', productId: id })), id).toBeNull();
    }
    expect(parseOrderLink('?name=Card')).toBeNull();
  });

  it('round-trips what the product page links', () => {
    const link = { productId: '100012', name: 'Sticker bế hình & tem "đặc biệt"?' };
    expect(parseOrderLink(new URL(orderLinkHref(link), 'http://shop.invalid').search)).toEqual(link);
  });
});

describe('cleanLinkedName', () => {
  it('drops control and bidi characters and folds whitespace', () => {
    expect(cleanLinkedName('  Card\n\tnhựa\u202E PVC\u200B ')).toBe('Card nhựa PVC');
  });

  it('caps a long name at a code point boundary with an ellipsis', () => {
    const long = 'Thẻ 😀 '.repeat(40);
    const capped = cleanLinkedName(long);
    expect(Array.from(capped)).toHaveLength(MAX_LINKED_NAME_LENGTH);
    expect(capped.endsWith('…')).toBe(true);
    expect(capped).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(cleanLinkedName('Card nhựa PVC')).toBe('Card nhựa PVC');
  });
});
