import { useEffect, useRef, useState } from 'react';
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
const BANNER_IN: Keyframe[] = [
  { opacity: 0, transform: 'translateY(6px)' },
  { opacity: 1, transform: 'none' },
];

/** One banner line at a time; rotation pauses on hover/focus and stops under reduced motion. */
export function TextBanner({ slides }: { slides: readonly TextBanner_SlideFragment[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const line = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused, reducedMotion]);

  // The same element shows each line in turn, animated in place: a new element per line would be a
  // new largest-contentful-paint candidate every few seconds, pushing LCP out as long as the page is open.
  useEffect(() => {
    if (index === 0 || reducedMotion) return;
    line.current?.animate(BANNER_IN, { duration: 500, easing: 'ease' });
  }, [index, reducedMotion]);

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
      <p ref={line} className="text-banner__text container">
        {current?.text}
      </p>
    </section>
  );
}
