import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createContext, type Context, type Services } from './context';
import { useHotQueryJit } from './fast-path/hot-query-jit';
import { graphqlLimitPlugins } from './graphql-limits';
import { useNoNulCharacter } from './input-guard-plugin';
import { maskError } from './mask-error';
import { requestBudgetPlugin } from './request-budget-plugin';
import { requestLogPlugin, yogaLogger } from './request-log-plugin';
import { schema } from './schema/index';
import { csrfPlugins } from './session/csrf';
import { useResponseCookies } from './session/response-cookies';
import { readSession } from './session/session-state';
import { useSecurityHeaders } from './web/security-headers';

export type ShopYoga = YogaServerInstance<Record<string, unknown>, Context>;

/** The GraphQL server: plugins, masking and limits live here; `app.ts` only routes to it. */
export function createShopYoga(services: Services): ShopYoga {
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // GraphiQL is bundled (render-graphiql), never loaded from a CDN.
    graphiql: services.production ? false : { title: 'In Thẻ — GraphQL', headers: JSON.stringify({ 'x-shop-csrf': '1' }) },
    renderGraphiQL,
    maskedErrors: { maskError },
    logging: yogaLogger(services.logger),
    // Batched requests would multiply every limit below by the batch size.
    batching: false,
    // The web app calls /graphql on its own origin; Yoga's default would let any origin read answers with credentials.
    cors: false,
    plugins: [
      ...csrfPlugins(),
      useResponseCookies(),
      ...graphqlLimitPlugins(services.production),
      useNoNulCharacter(),
      requestLogPlugin(services.logger),
      useSecurityHeaders(),
      // Compiles documents that keep coming back to plain JavaScript (decision 006); before the budget, which wraps it.
      useHotQueryJit(),
      requestBudgetPlugin(),
    ],
    context: async (initial) =>
      createContext(services, initial, await readSession(services.accounts.keys, initial.request)),
  }) as unknown as ShopYoga;
}
