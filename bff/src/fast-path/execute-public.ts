import { execute } from 'graphql';
import type { YogaInitialContext } from 'graphql-yoga';
import { RequestLoaders, scopeServices, type Context, type Loaders, type Services } from '../context';
import { Deadline, DEFAULT_REQUEST_BUDGET_MS } from '../upstream/deadline';
import { schema } from '../schema/index';
import type { PublicOperation } from './operation-registry';

export interface PublicExecution {
  body: string;
  hasErrors: boolean;
  /** A resolver looked at the session, the viewer key or the request: the answer is not the same for everybody. */
  readWhoIsAsking: boolean;
}

/**
 * The context of a public operation: an anonymous shopper (no cookie, no
 * client address) that notes whether any resolver asked who is asking (the
 * session, the viewer key or the request), in which case the answer is not the
 * same for everybody. Services and loaders are made on first use.
 */
class AnonymousContext {
  readonly deadline: Deadline;
  readonly params: YogaInitialContext['params'];
  whoIsAskingRead = false;
  private scoped: Services | undefined;
  private requestLoaders: Loaders | undefined;

  constructor(
    private readonly base: Services,
    operation: PublicOperation,
    variables: Record<string, unknown>,
    readonly requestId: string,
  ) {
    this.deadline = Deadline.in(base.requestBudgetMs ?? DEFAULT_REQUEST_BUDGET_MS);
    this.params = { operationName: operation.name, variables };
  }

  get services(): Services {
    return (this.scoped ??= scopeServices(this.base, this.requestId, this.deadline));
  }

  get loaders(): Loaders {
    return (this.requestLoaders ??= new RequestLoaders(this.services));
  }

  get session(): null {
    this.whoIsAskingRead = true;
    return null;
  }

  get viewerKey(): string {
    this.whoIsAskingRead = true;
    return 'anonymous';
  }

  get request(): Request {
    this.whoIsAskingRead = true;
    // Only the request id could be read from it: no cookie, no client address, no user agent.
    const requestId = this.requestId;
    return { headers: { get: (name: string) => (name === 'x-request-id' ? requestId : null) } } as unknown as Request;
  }
}

export function anonymousContext(
  services: Services,
  operation: PublicOperation,
  variables: Record<string, unknown>,
  requestId: string,
): { context: Context; readWhoIsAsking: () => boolean } {
  const context = new AnonymousContext(services, operation, variables, requestId);
  return { context: context as unknown as Context, readWhoIsAsking: () => context.whoIsAskingRead };
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
