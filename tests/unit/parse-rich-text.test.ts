import { describe, expect, it } from 'vitest';
import { splitImages, splitParagraphs, toRichBlock, toRichBlocks } from '../../bff/src/upstream/parse-rich-text';

describe('splitParagraphs', () => {
  it.each([
    ['/br/ separators', 'Một/br/Hai/br/Ba', ['Một', 'Hai', 'Ba']],
    ['spaces around separators', ' Một /br/  Hai ', ['Một', 'Hai']],
    ['empty paragraphs', '/br/Một/br//br/ /br/Hai/br/', ['Một', 'Hai']],
    ['an upper-case separator', 'Một/BR/Hai', ['Một', 'Hai']],
    ['CRLF line breaks kept inside a paragraph', 'Dòng 1\r\nDòng 2/br/Hai', ['Dòng 1\nDòng 2', 'Hai']],
    ['a blank line (CRLF) as a separator', 'Một\r\n\r\nHai', ['Một', 'Hai']],
    ['no separator', 'Chỉ một đoạn', ['Chỉ một đoạn']],
    ['an empty string', '', []],
  ])('handles %s', (_, text, expected) => {
    expect(splitParagraphs(text)).toEqual(expected);
  });

  it.each([null, undefined, 5, ['a']])('gives [] for %j', (value) => {
    expect(splitParagraphs(value)).toEqual([]);
  });
});

describe('splitImages', () => {
  it('splits on ## and keeps http(s) and site-relative URLs in order', () => {
    expect(splitImages(' https://cdn.example.com/a.jpg ## /images/b.png##http://cdn.example.com/c.webp ')).toEqual([
      'https://cdn.example.com/a.jpg',
      '/images/b.png',
      'http://cdn.example.com/c.webp',
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    'image1.jpg',
    'ftp://cdn.example.com/a.jpg',
    '/\\evil.example.com/a.jpg',
    '',
  ])('drops %j', (url) => {
    expect(splitImages(`https://cdn.example.com/ok.jpg##${url}`)).toEqual(['https://cdn.example.com/ok.jpg']);
  });

  it('reads a list of strings too, and non-strings as nothing', () => {
    expect(splitImages(['/a.jpg##/b.jpg', '/c.jpg', 7])).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
    expect(splitImages(null)).toEqual([]);
    expect(splitImages({ imgSrc: '/a.jpg' })).toEqual([]);
  });
});

describe('toRichBlock', () => {
  it('splits content and images', () => {
    expect(toRichBlock({ title: ' Giấy  C300 ', content: 'Dày/br/Bền', img: '/a.jpg##javascript:x' })).toEqual({
      title: 'Giấy C300',
      paragraphs: ['Dày', 'Bền'],
      images: ['/a.jpg'],
    });
  });

  it('accepts missing fields and a JSON-text block', () => {
    expect(toRichBlock({ content: 'Chỉ nội dung' })).toEqual({ title: '', paragraphs: ['Chỉ nội dung'], images: [] });
    expect(toRichBlock('{"title":"T","content":"a/br/b"}')).toEqual({ title: 'T', paragraphs: ['a', 'b'], images: [] });
  });

  it.each([null, undefined, 'plain text', [], { title: ' ', content: '/br/', img: 'image1.jpg' }])('gives null for %j', (raw) => {
    expect(toRichBlock(raw)).toBeNull();
  });
});

describe('toRichBlocks', () => {
  it('maps a list, dropping empty blocks, and reads one block as a list of one', () => {
    expect(toRichBlocks([{ title: 'A' }, null, { title: '' }, { content: 'x' }]).map((b) => b.title)).toEqual(['A', '']);
    expect(toRichBlocks({ title: 'Một' })).toHaveLength(1);
    expect(toRichBlocks(undefined)).toEqual([]);
  });
});
