import { accountMessages } from '../../messages';

/**
 * Each provider has its own path on the BFF, which sends the browser to the
 * shop's provider route; the round trip ends on /?tokenID=… (SocialSignInReturn).
 * Plain links: these leave the single-page app.
 */
export function SocialSignIn() {
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__label">{accountMessages.login.or}</p>
      <div className="social-sign-in__buttons">
        <a className="button social-sign-in__button social-sign-in__button--facebook" href="/auth/facebook">
          <FacebookMark /> {accountMessages.login.facebook}
        </a>
        <a className="button social-sign-in__button social-sign-in__button--google" href="/auth/google">
          <GoogleMark /> {accountMessages.login.google}
        </a>
      </div>
    </div>
  );
}

function FacebookMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z"
      />
    </svg>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M21.6 12.2c0-.7-.1-1.3-.2-1.9H12v3.6h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.2Z" />
      <path fill="#34A853" d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Z" />
      <path fill="#FBBC05" d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14Z" />
      <path fill="#EA4335" d="M12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10c.8-2.3 3-4.1 5.6-4.1Z" />
    </svg>
  );
}
