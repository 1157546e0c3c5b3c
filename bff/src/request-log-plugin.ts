import type { Plugin } from 'graphql-yoga';
import type { Context } from './context';
import type { Logger } from './logger';

/**
 * One log line per operation, with the request id that is also sent upstream,
 * and each unexpected (masked) error logged once with its stack.
 */
export function requestLogPlugin(logger: Logger): Plugin<Context> {
  return {
    onExecute({ args }) {
      const started = performance.now();
      const ctx = args.contextValue;
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result)) return;
          const unexpected = (result.errors ?? []).filter((e) => e.originalError && !e.extensions?.code);
          for (const error of unexpected) {
            logger.error({ requestId: ctx.requestId, path: error.path, err: error.originalError }, 'resolver failed');
          }
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
