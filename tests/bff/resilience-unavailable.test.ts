import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maskError } from '../../bff/src/mask-error';
import { CircuitOpenError } from '../../bff/src/upstream/circuit-breaker';
import {
  orShopUnavailable,
  SHOP_UNAVAILABLE_CODE,
  SHOP_UNAVAILABLE_MESSAGE,
  shopUnavailable,
} from '../../bff/src/schema/unavailable-error';
import { UpstreamBadResponseError, UpstreamUnavailableError } from '../../bff/src/upstream/upstream-error';

describe('the shop-unavailable answer', () => {
  it('is an Unavailable value with its code and Vietnamese message', () => {
    expect(shopUnavailable()).toEqual({ __typename: 'Unavailable', code: 'SHOP_UNAVAILABLE', message: SHOP_UNAVAILABLE_MESSAGE });
    expect(SHOP_UNAVAILABLE_MESSAGE).toBe('Cửa hàng đang tạm thời gián đoạn, vui lòng thử lại sau ít phút.');
  });

  it('replaces an upstream failure of a signed-in action, and nothing else', async () => {
    for (const cause of [new UpstreamUnavailableError('down'), new CircuitOpenError('open'), new UpstreamBadResponseError('html', 200)]) {
      expect(await orShopUnavailable(() => Promise.reject(cause))).toEqual(shopUnavailable());
    }
    expect(await orShopUnavailable(async () => ({ __typename: 'Done' }))).toEqual({ __typename: 'Done' });
    await expect(orShopUnavailable(() => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });

  it('is what a field failed by the upstream carries; other failures stay masked', () => {
    const located = new GraphQLError('GET /api/hotproduct: ECONNREFUSED 127.0.0.1:4010', {
      path: ['hotProducts'],
      originalError: new UpstreamUnavailableError('GET /api/hotproduct: ECONNREFUSED 127.0.0.1:4010'),
    });
    const masked = maskError(located, 'Unexpected error.', false) as GraphQLError;
    expect(masked.message).toBe(SHOP_UNAVAILABLE_MESSAGE);
    expect(masked.extensions.code).toBe(SHOP_UNAVAILABLE_CODE);
    expect(masked.path).toEqual(['hotProducts']);
    expect(JSON.stringify(masked.toJSON())).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);

    const bug = new GraphQLError('x is undefined', { path: ['shop'], originalError: new TypeError('x is undefined') });
    expect((maskError(bug, 'Unexpected error.', false) as GraphQLError).message).toBe('Unexpected error.');
  });
});
