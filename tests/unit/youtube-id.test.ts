import { describe, expect, it } from 'vitest';
import { youtubeId } from '../../bff/src/upstream/youtube-id';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=a_b-c1D2e3F', 'a_b-c1D2e3F'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads %s', (link, id) => {
    expect(youtubeId(link)).toBe(id);
  });

  it.each([
    'image1.jpg',
    '',
    'https://cdn.example.com/video.mp4',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQextra',
    'https://youtu.be/',
    'https://www.youtube.com/',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    null,
    undefined,
    12345678901,
  ])('gives null for %j', (link) => {
    expect(youtubeId(link)).toBeNull();
  });
});
