import { GraphQLError } from 'graphql';
import { UpstreamBadResponseError, UpstreamUnavailableError } from '../upstream/upstream-error';
import { unavailable, type UnavailableValue } from './error';

/**
 * "The shop is temporarily unavailable": its backend is down, too slow or
 * answering garbage. Signed-in actions return it as an `Unavailable` value;
 * a public field that fails for that reason carries it as its error.
 */
export const SHOP_UNAVAILABLE_CODE = 'SHOP_UNAVAILABLE';
export const SHOP_UNAVAILABLE_MESSAGE = 'Cửa hàng đang tạm thời gián đoạn, vui lòng thử lại sau ít phút.';

export function shopUnavailable(): UnavailableValue {
  return unavailable(SHOP_UNAVAILABLE_MESSAGE, SHOP_UNAVAILABLE_CODE);
}

/** Unreachable, crashed, out of time (request budget, circuit open) or not speaking the contract. */
export function isUpstreamFailure(error: unknown): error is UpstreamUnavailableError | UpstreamBadResponseError {
  return error instanceof UpstreamUnavailableError || error instanceof UpstreamBadResponseError;
}

/** Runs a signed-in action; an upstream failure becomes the `Unavailable` value instead of a masked error. */
export async function orShopUnavailable<T>(work: () => Promise<T>): Promise<T | UnavailableValue> {
  try {
    return await work();
  } catch (error) {
    if (isUpstreamFailure(error)) return shopUnavailable();
    throw error;
  }
}

/** The error a field carries when the upstream failed it: a fixed Vietnamese message, no detail of the cause. */
export function shopUnavailableError(located?: GraphQLError): GraphQLError {
  return new GraphQLError(SHOP_UNAVAILABLE_MESSAGE, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: { code: SHOP_UNAVAILABLE_CODE },
  });
}
