import { useId, useState } from 'react';
import { reviewMessages } from '../../messages';
import { StarIcon } from '../product/icons';

interface StarRatingInputProps {
  value: number;
  onChange(stars: number): void;
  disabled?: boolean;
}

/**
 * Five native radio buttons drawn as stars: Tab reaches the group, the arrow
 * keys choose, and screen readers hear "3 sao, 3 trên 5".
 */
export function StarRatingInput({ value, onChange, disabled }: StarRatingInputProps) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset className="star-input" disabled={disabled} onMouseLeave={() => setHovered(0)}>
      <legend className="star-input__legend">{reviewMessages.starsLegend}</legend>
      <div className="star-input__stars">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={`star-input__star${stars <= shown ? ' star-input__star--on' : ''}`} onMouseEnter={() => setHovered(stars)}>
            <input
              type="radio"
              className="star-input__radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <StarIcon filled={stars <= shown} />
            <span className="visually-hidden">{reviewMessages.starCount(stars)}</span>
          </label>
        ))}
        <span className="star-input__value" aria-hidden="true">
          {value > 0 ? reviewMessages.starCount(value) : ''}
        </span>
      </div>
    </fieldset>
  );
}
