import { GraphQLError } from 'graphql';
import type { Plugin, YogaLogger } from 'graphql-yoga';
import type { Context } from './context';
import type { Logger } from './logger';
import { isUpstreamFailure } from './schema/unavailable-error';
import { UpstreamBadResponseError } from './upstream/upstream-error';

/**
 * One log line per operation, with the request id that is also sent upstream,
 * and each cause of a failure logged once per request (one upstream outage
 * can fail many fields) with the fields it failed. Runs before Yoga masks the errors.
 */
export function requestLogPlugin(logger: Logger): Plugin<Context> {
  return {
    onExecute({ args }) {
      const started = performance.now();
      const ctx = args.contextValue;
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result)) return;
          logFailures(logger, ctx.requestId, result.errors ?? []);
          logger.info(
            {
              requestId: ctx.requestId,
              operation: args.operationName ?? null,
              ms: Math.round(performance.now() - started),
              errors: result.errors?.length ?? 0,
            },
            'graphql',
          );
        },
      };
    },
  };
}

/** Each cause of a failure once, with the fields it failed and the request id. */
export function logFailures(logger: Logger, requestId: string, errors: readonly GraphQLError[]): void {
  const pathsByCause = new Map<Error, (readonly (string | number)[])[]>();
  for (const error of errors) {
    const cause = error.originalError;
    // Errors with a code are expected answers (validation, session expired).
    if (!cause || error.extensions?.code) continue;
    const paths = pathsByCause.get(cause) ?? [];
    if (error.path) paths.push(error.path);
    pathsByCause.set(cause, paths);
  }
  for (const [cause, paths] of pathsByCause) {
    const line = { requestId, paths, err: cause };
    if (cause instanceof UpstreamBadResponseError) logger.error(line, 'upstream answered outside its contract');
    else if (isUpstreamFailure(cause)) logger.warn(line, 'upstream unavailable');
    else logger.error(line, 'resolver failed');
  }
}

/**
 * Yoga's own log calls, into the same pino logger. Errors raised while
 * executing a document are left out: `requestLogPlugin` logged them already,
 * with the request id.
 */
export function yogaLogger(logger: Logger): YogaLogger {
  const fromExecution = (value: unknown) => value instanceof GraphQLError && value.path !== undefined;
  return {
    // Called on every request: build nothing unless debug lines are kept.
    debug: (...args) => void (logger.isLevelEnabled('debug') && logger.debug({ yoga: args }, 'yoga')),
    info: (...args) => logger.info({ yoga: args }, 'yoga'),
    warn: (...args) => logger.warn({ yoga: args }, 'yoga'),
    error: (...args) => {
      if (args.every(fromExecution)) return;
      const [first, ...rest] = args;
      logger.error(first instanceof Error ? { err: first, yoga: rest } : { yoga: args }, 'yoga');
    },
  };
}
