import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createContext, type Context, type Services } from './context';
import { graphqlLimitPlugins } from './graphql-limits';
import { requestLogPlugin } from './request-log-plugin';
import { schema } from './schema/index';

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
    maskedErrors: true,
    logging: services.production ? 'warn' : 'error',
    // Batched requests would multiply every limit below by the batch size.
    batching: false,
    plugins: [...graphqlLimitPlugins(services.production), requestLogPlugin(services.logger)],
    context: (initial) => createContext(services, initial),
  }) as unknown as ShopYoga;
}
