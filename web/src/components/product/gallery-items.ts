export type GalleryItem = { kind: 'video'; videoId: string } | { kind: 'image'; src: string };

/** The video first (when the product has one), then the images. */
export function galleryItems(videoId: string | null | undefined, images: readonly string[]): GalleryItem[] {
  const items: GalleryItem[] = images.map((src) => ({ kind: 'image', src }));
  return videoId ? [{ kind: 'video', videoId }, ...items] : items;
}

/** Moves `step` places from `index`, wrapping past either end. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export function videoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0`;
}
