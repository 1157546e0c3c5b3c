import { footerMessages } from '../../messages';

/** Drawn inline: the shop loads nothing from other sites at run time. */
export function PaymentBadges() {
  return (
    <ul className="payment-badges">
      <li className="payment-badge payment-badge--wallet">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="2" y="6" width="20" height="14" rx="3" fill="currentColor" opacity="0.2" />
          <path d="M4 6V5a2 2 0 0 1 2-2h10l2 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <rect x="2" y="6" width="20" height="14" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17" cy="13" r="1.6" fill="currentColor" />
        </svg>
        <span>{footerMessages.paymentWallet}</span>
      </li>
      <li className="payment-badge payment-badge--bank">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 9 12 4l9 5H3z" fill="currentColor" opacity="0.25" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3 20h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{footerMessages.paymentBank}</span>
      </li>
    </ul>
  );
}
