import { useState } from 'react';
import { graphql } from '../../gql';
import type { ProductGallery_ProductFragment } from '../../gql/graphql';
import { productMessages } from '../../messages';
import { GalleryMedia } from './GalleryMedia';
import { GalleryModal } from './GalleryModal';
import { galleryItems, wrapIndex } from './gallery-items';
import { ChevronIcon, ExpandIcon, PlayIcon } from './icons';

export const ProductGalleryFragment = graphql(`
  fragment ProductGallery_product on Product {
    name
    videoId
    images
  }
`);

export function ProductGallery({ product }: { product: ProductGallery_ProductFragment }) {
  const items = galleryItems(product.videoId, product.images);
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const current = items[index];
  const count = items.length;

  if (!current) {
    return (
      <div className="gallery gallery--empty">
        <p>{productMessages.noMedia}</p>
      </div>
    );
  }

  const step = (by: number) => setIndex((i) => wrapIndex(i, by, count));

  return (
    <section className="gallery" aria-label={productMessages.galleryLabel}>
      <div className="gallery__stage">
        <GalleryMedia item={current} name={product.name} position={index + 1} count={count} />
        {count > 1 && (
          <>
            <button type="button" className="gallery__nav gallery__nav--prev" aria-label={productMessages.previous} onClick={() => step(-1)}>
              <ChevronIcon direction="left" />
            </button>
            <button type="button" className="gallery__nav gallery__nav--next" aria-label={productMessages.next} onClick={() => step(1)}>
              <ChevronIcon direction="right" />
            </button>
          </>
        )}
        <button
          type="button"
          className="gallery__expand"
          aria-label={productMessages.openFullscreen}
          onClick={() => setFullscreen(true)}
        >
          <ExpandIcon />
        </button>
        <p className="gallery__counter" aria-live="polite">
          {productMessages.position(index + 1, count)}
        </p>
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {items.map((item, i) => (
            <li key={item.kind === 'video' ? `video-${item.videoId}` : `image-${i}-${item.src}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={item.kind === 'video' ? productMessages.showVideo : productMessages.showImage(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                {item.kind === 'video' ? (
                  <span className="gallery__thumb-video">
                    <PlayIcon />
                  </span>
                ) : (
                  <img src={item.src} alt="" loading="lazy" decoding="async" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullscreen && (
        <GalleryModal
          items={items}
          index={index}
          name={product.name}
          onStep={step}
          onClose={() => setFullscreen(false)}
        />
      )}
    </section>
  );
}
