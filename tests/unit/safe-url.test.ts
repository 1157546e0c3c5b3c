import { describe, expect, it } from 'vitest';
import { readImageSrc, safeUrl } from '../../bff/src/upstream/safe-url';

describe('safeUrl', () => {
  it.each([
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['HTTP://cdn.example.com/a.jpg', 'http://cdn.example.com/a.jpg'],
    ['https://cdn.example.com/card bo góc.jpg', 'https://cdn.example.com/card%20bo%20g%C3%B3c.jpg'],
    ['/images/a b.jpg', '/images/a%20b.jpg'],
    ['//cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['  /a.jpg  ', '/a.jpg'],
  ])('keeps %j as %j', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    'image1.jpg',
    'a.jpg',
    '/\\evil.example.com',
    '/a\n.jpg',
    '',
    null,
    42,
  ])('refuses %j', (url) => {
    expect(safeUrl(url)).toBeNull();
  });
});

describe('readImageSrc', () => {
  it('reads {imgSrc}, a bare URL, and nothing else', () => {
    expect(readImageSrc({ imgSrc: '/a.jpg' })).toBe('/a.jpg');
    expect(readImageSrc('/b.jpg')).toBe('/b.jpg');
    expect(readImageSrc({ imgSrc: 'javascript:x' })).toBeNull();
    expect(readImageSrc({ src: '/a.jpg' })).toBeNull();
    expect(readImageSrc(null)).toBeNull();
  });
});
