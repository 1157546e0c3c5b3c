import { errorPage, type Reply } from './reply';

/**
 * The backend's CORS middleware: an allowed Origin gets the usual headers, any
 * other Origin an Express 500 error page. Requests without Origin pass.
 */
export function checkOrigin(origin: string | undefined, allowed: Set<string>): { rejection?: Reply; headers: Record<string, string> } {
  if (!origin) return { headers: {} };
  if (!allowed.has(origin)) return { rejection: errorPage(500, 'Error: Not allowed by CORS'), headers: {} };
  return {
    headers: {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'token',
      vary: 'Origin',
    },
  };
}

export function preflight(headers: Record<string, string>): Reply {
  return {
    status: 204,
    headers: {
      ...headers,
      'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
      'access-control-allow-headers': 'authorization,content-type',
    },
    body: '',
  };
}
