import type { GqlResult, Stack } from './stack';

/** A browser-like client of the stack: it keeps the cookies the BFF sets and sends them back. */
export interface CookieClient {
  gql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GqlResult<T>>;
  /** Raw Set-Cookie headers of the last response. */
  lastSetCookies(): string[];
  cookies: Map<string, string>;
  /** Everything every response body said, for "the token never leaves the BFF" checks. */
  bodies: string[];
}

export function cookieClient(stack: Stack): CookieClient {
  const cookies = new Map<string, string>();
  const bodies: string[] = [];
  let last: string[] = [];
  return {
    cookies,
    bodies,
    lastSetCookies: () => last,
    async gql(query, variables, headers = {}) {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${stack.app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-csrf': '1', ...(cookie ? { cookie } : {}), ...headers },
        body: JSON.stringify({ query, variables }),
      });
      last = response.headers.getSetCookie();
      for (const line of last) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq);
        const value = pair.slice(eq + 1);
        if (value === '' || /max-age=0\b/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      const text = await response.text();
      bodies.push(text);
      const body = JSON.parse(text) as { data: any; errors?: GqlResult<unknown>['errors'] };
      return { status: response.status, data: body.data, errors: body.errors, headers: response.headers };
    },
  };
}

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      __typename
      ... on SignedIn { viewer { id fullname greetingName email } }
      ... on Error { message code }
      ... on InvalidInput { field }
      ... on AccountNotVerified { email }
    }
  }
`;

export const ME = /* GraphQL */ `
  query Me { me { id fullname greetingName email phone avatar } }
`;

/** The latest code the outbox holds for an address (the demo's "mail"). */
export async function latestMailedCode(stack: Stack, email: string): Promise<string | null> {
  const mail = await stack.app.services.database.db
    .selectFrom('outbox_mail')
    .select(['body', 'created_at'])
    .where('to_email', '=', email)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return mail ? (/\b(\d{6})\b/.exec(mail.body)?.[1] ?? null) : null;
}
