import { describe, expect, it } from 'vitest';
import { galleryItems, videoEmbedUrl, wrapIndex } from './gallery-items';

describe('galleryItems', () => {
  it('puts the video first, then the images in order', () => {
    expect(galleryItems('dQw4w9WgXcQ', ['a.jpg', 'b.jpg'])).toEqual([
      { kind: 'video', videoId: 'dQw4w9WgXcQ' },
      { kind: 'image', src: 'a.jpg' },
      { kind: 'image', src: 'b.jpg' },
    ]);
  });

  it('has only images when there is no video', () => {
    expect(galleryItems(null, ['a.jpg'])).toEqual([{ kind: 'image', src: 'a.jpg' }]);
  });
});

describe('wrapIndex', () => {
  it('wraps past the last item to the first and before the first to the last', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });

  it('stays at 0 for an empty gallery', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('videoEmbedUrl', () => {
  it('embeds from the privacy-enhanced YouTube host', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
  });
});
