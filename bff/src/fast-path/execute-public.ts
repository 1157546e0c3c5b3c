import { execute } from 'graphql';
import type { YogaInitialContext } from 'graphql-yoga';
import { createContext, type Services } from '../context';
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
 * Runs a public operation as an anonymous shopper (no cookie, no client
 * address) and watches whether any resolver asks who is asking.
 */
export async function executePublic(
  services: Services,
  operation: PublicOperation,
  variables: Record<string, unknown>,
  requestId: string,
): Promise<PublicExecution> {
  const request = new Request('http://fast-path.invalid/graphql', { headers: { 'x-request-id': requestId } });
  const initial = { request, params: { operationName: operation.name, variables } } as YogaInitialContext;
  let readWhoIsAsking = false;
  const context = new Proxy(createContext(services, initial, null), {
    get(target, key, receiver) {
      if (WHO_IS_ASKING.has(key)) readWhoIsAsking = true;
      return Reflect.get(target, key, receiver);
    },
  });
  const result = await execute({ schema, document: operation.document, variableValues: variables, contextValue: context });
  return { body: JSON.stringify(result), hasErrors: Boolean(result.errors?.length), readWhoIsAsking };
}
