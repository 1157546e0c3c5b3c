import { GraphQLError } from 'graphql';
import { maskError as maskUnexpected, type MaskError } from 'graphql-yoga';
import { isUpstreamFailure, shopUnavailableError } from './schema/unavailable-error';

/**
 * Yoga's masking, except that a field the upstream failed says so in
 * Vietnamese (code SHOP_UNAVAILABLE): the shopper learns to retry, a prober
 * learns nothing of the cause.
 */
export const maskError: MaskError = (error, message, isDev) => {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (isUpstreamFailure(original)) return shopUnavailableError(error instanceof GraphQLError ? error : undefined);
  return maskUnexpected(error, message, isDev);
};
