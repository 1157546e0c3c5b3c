import { execute } from 'graphql';
import type { YogaInitialContext } from 'graphql-yoga';
import { createContext, type Context, type Services } from '../context';
import { schema } from '../schema/index';
import type { PublicOperation } from './operation-registry';

/** Context fields that tell who is asking: a shareable answer never reads them. */
const WHO_IS_ASKING = new Set<PropertyKey>(['session', 'viewerKey', 'request']);

export interface PublicExecution {
  body: string;
  hasErrors: boolean;
  /** A resolver looked at the session, the viewer key or the request: the answer is not the same for everybody. */
  readWhoIsAsking: boolean;
}

/**
 * A context for a public operation: an anonymous shopper (no cookie, no
 * client address) whose context tells whether any resolver asked who is asking.
 */
export function anonymousContext(
  services: Services,
  operation: PublicOperation,
  variables: Record<string, unknown>,
  requestId: string,
): { context: Context; readWhoIsAsking: () => boolean } {
  // Only the request id is read from it: no cookie, no client address, no user agent.
  const headers = { get: (name: string) => (name === 'x-request-id' ? requestId : null) };
  const request = { headers } as unknown as Request;
  const initial = { request, params: { operationName: operation.name, variables } } as YogaInitialContext;
  let read = false;
  const context = new Proxy(createContext(services, initial, null), {
    get(target, key, receiver) {
      if (WHO_IS_ASKING.has(key)) read = true;
      return Reflect.get(target, key, receiver);
    },
  });
  return { context, readWhoIsAsking: () => read };
}

/** Runs a public operation with graphql-js as an anonymous shopper. */
export async function executePublic(
  services: Services,
  operation: PublicOperation,
  variables: Record<string, unknown>,
  requestId: string,
): Promise<PublicExecution> {
  const { context, readWhoIsAsking } = anonymousContext(services, operation, variables, requestId);
  const result = await execute({ schema, document: operation.document, variableValues: variables, contextValue: context });
  return { body: JSON.stringify(result), hasErrors: Boolean(result.errors?.length), readWhoIsAsking: readWhoIsAsking() };
}
