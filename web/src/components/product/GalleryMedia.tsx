import { productMessages } from '../../messages';
import { videoEmbedUrl, type GalleryItem } from './gallery-items';

interface GalleryMediaProps {
  item: GalleryItem;
  name: string;
  position: number;
  count: number;
}

/** One gallery item at full size: the embedded video or an image. */
export function GalleryMedia({ item, name, position, count }: GalleryMediaProps) {
  if (item.kind === 'video') {
    return (
      <iframe
        className="gallery__media gallery__media--video"
        src={videoEmbedUrl(item.videoId)}
        title={productMessages.videoTitle(name)}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <img
      className="gallery__media"
      src={item.src}
      alt={productMessages.imageAlt(name, position, count)}
      decoding="async"
    />
  );
}
