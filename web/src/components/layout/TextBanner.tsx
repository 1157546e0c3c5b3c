import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import type { TextBanner_SlideFragment } from '../../gql/graphql';
import { headerMessages } from '../../messages';
import { useReducedMotion } from './use-reduced-motion';

export const TextBannerFragment = graphql(`
  fragment TextBanner_slide on TextSlide {
    id
    text
  }
`);

const ROTATE_MS = 4000;

/** One banner line at a time; rotation pauses on hover/focus and stops under reduced motion. */
export function TextBanner({ slides }: { slides: readonly TextBanner_SlideFragment[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused, reducedMotion]);

  // The empty band holds the header's height until the slides arrive.
  if (count === 0) return <div className="text-banner" aria-hidden="true" />;
  const current = slides[index % count];
  return (
    <section
      className="text-banner"
      aria-label={headerMessages.bannerLabel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <p key={current?.id} className="text-banner__text container">
        {current?.text}
      </p>
    </section>
  );
}
