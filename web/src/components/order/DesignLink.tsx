import { cartMessages } from '../../messages';

/** The shopper's design link; anything but http(s) is shown as text, never made clickable. */
export function DesignLink({ href }: { href: string }) {
  if (!/^https?:\/\//i.test(href)) return <span className="design-link design-link--text">{href}</span>;
  return (
    <a className="design-link" href={href} target="_blank" rel="noopener noreferrer nofollow" title={href}>
      {cartMessages.openDesign}
    </a>
  );
}
