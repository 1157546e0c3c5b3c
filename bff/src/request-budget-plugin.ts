import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context';
import type { Deadline } from './upstream/deadline';
import { UpstreamUnavailableError } from './upstream/upstream-error';

/**
 * The last word on the request budget. Catalogue waits and upstream calls
 * given `ctx.deadline` end by themselves and leave partial data; anything that
 * still runs `graceMs` later (a call made without the deadline, a stalled
 * query) no longer holds the answer back: the shopper gets SHOP_UNAVAILABLE.
 * The work itself runs on and its result is dropped. Keep this plugin last:
 * it wraps whatever execute function the plugins before it chose.
 */
export function requestBudgetPlugin(graceMs = 250): Plugin<Context> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const deadline = args.contextValue.deadline;
      setExecuteFn((executeArgs) => withinBudget(Promise.resolve(executeFn(executeArgs) as ExecutionResult), deadline, graceMs));
    },
  };
}

/** The execution's result, or SHOP_UNAVAILABLE once the deadline and `graceMs` have passed. */
export async function withinBudget(running: Promise<ExecutionResult>, deadline: Deadline, graceMs = 250): Promise<ExecutionResult> {
  let timer: NodeJS.Timeout | undefined;
  const overtime = new Promise<ExecutionResult>((resolve) => {
    timer = setTimeout(() => resolve(overBudget()), deadline.remainingMs() + graceMs);
  });
  try {
    return await Promise.race([running, overtime]);
  } finally {
    clearTimeout(timer);
  }
}

function overBudget(): ExecutionResult {
  const cause = new UpstreamUnavailableError('request time budget spent before the answer was complete');
  return { data: null, errors: [new GraphQLError(cause.message, { originalError: cause })] };
}
