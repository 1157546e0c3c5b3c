import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Every request from the web app carries it; a cross-site form or link cannot set it (decision 004). */
export const CSRF_HEADER = 'x-shop-csrf';

/**
 * CSRF defence for /graphql: Yoga's plugin refuses any request a browser
 * would send cross-site without a preflight (GET, forms, text/plain) unless it
 * carries the custom header, and the Fetch Metadata check refuses what a
 * browser marks as cross-site outright. The session cookie is SameSite=Strict too.
 */
export function csrfPlugins(): Plugin[] {
  return [useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }), useSameOriginOnly()];
}

function useSameOriginOnly(): Plugin {
  return {
    onRequestParse({ request }) {
      const site = request.headers.get('sec-fetch-site');
      // Absent: not a browser (tests, curl); 'none': typed in the address bar (GraphiQL).
      if (site === null || site === 'same-origin' || site === 'none') return;
      throw createGraphQLError('Cross-site request refused', { extensions: { http: { status: 403 } } });
    },
  };
}
