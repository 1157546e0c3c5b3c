import { StarIcon } from '../product/icons';

/** Five stars, the first `value` (rounded) filled; decorative unless given a label. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const filled = Math.round(value);
  return (
    <span className="stars" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= filled} />
      ))}
    </span>
  );
}
