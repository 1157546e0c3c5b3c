import { Link } from 'react-router-dom';
import { commonMessages } from '../../messages';

export function Logo() {
  return (
    <Link to="/" className="logo">
      <svg className="logo__mark" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f97316" />
            <stop offset="1" stopColor="#c4314b" />
          </linearGradient>
        </defs>
        <rect x="2" y="7" width="36" height="26" rx="6" fill="url(#logo-gradient)" />
        <rect x="7" y="13" width="11" height="8" rx="2" fill="#fff" opacity="0.9" />
        <rect x="7" y="25" width="20" height="3" rx="1.5" fill="#fff" opacity="0.75" />
        <circle cx="30" cy="17" r="4" fill="#fff" opacity="0.85" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{commonMessages.brand}</span>
        <span className="logo__tagline">{commonMessages.brandTagline}</span>
      </span>
    </Link>
  );
}
