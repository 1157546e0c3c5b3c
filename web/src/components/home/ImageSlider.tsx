import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ImageSlider_SlideFragment } from '../../gql/graphql';
import { homeMessages } from '../../messages';
import { ArrowIcon } from '../common/icons';
import { productHref } from '../common/product-href';
import { Skeleton } from '../common/Skeleton';
import { useReducedMotion } from '../layout/use-reduced-motion';

export const ImageSliderFragment = graphql(`
  fragment ImageSlider_slide on ImageSlide {
    id
    image
    productId
    product {
      id
      name
    }
  }
`);

export const SLIDE_INTERVAL_MS = 3000;

/** Auto-advancing carousel (APG pattern): pauses on hover or focus, never moves under reduced motion. */
export function ImageSlider({ slides }: { slides: readonly ImageSlider_SlideFragment[] | undefined }) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides?.length ?? 0;
  const rotating = count > 1 && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, count]);

  if (!slides) {
    return (
      <div className="slider slider--loading">
        <Skeleton height="100%" radius="inherit" />
      </div>
    );
  }
  if (count === 0) return null;

  const shown = current % count;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="slider"
      aria-roledescription="carousel"
      aria-label={homeMessages.sliderLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="slider__viewport" aria-live={rotating ? 'off' : 'polite'}>
        <div className="slider__track" style={{ transform: `translateX(-${shown * 100}%)` }}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className="slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${count}`}
              aria-hidden={index !== shown}
              inert={index !== shown}
              data-current={index === shown || undefined}
            >
              <Link to={productHref({ productId: slide.productId, categorySlug: '' })}>
                <img
                  src={slide.image}
                  alt={homeMessages.slideAlt(index + 1, slide.product?.name)}
                  width={1200}
                  height={450}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
              </Link>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="slider__arrow slider__arrow--prev"
            aria-label={homeMessages.previousSlide}
            onClick={() => setCurrent((shown - 1 + count) % count)}
          >
            <ArrowIcon direction="left" />
          </button>
          <button
            type="button"
            className="slider__arrow slider__arrow--next"
            aria-label={homeMessages.nextSlide}
            onClick={() => setCurrent((shown + 1) % count)}
          >
            <ArrowIcon direction="right" />
          </button>
          <div className="slider__dots">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="slider__dot"
                aria-label={homeMessages.slideDot(index + 1)}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
