import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../bff/src/graphql-limits';
import { startStack, type Stack } from './stack';

function nested(depth: number): string {
  let body = 'id';
  for (let i = 0; i < depth; i += 1) body = `related(first: 1) { ${body} }`;
  return `{ product(id: "100001") { ${body} } }`;
}

describe.each([true, false])('GraphQL limits (production: %s)', (production) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack('contract', { production });
  });
  afterAll(() => stack.close());

  it('accepts a document within the limits', async () => {
    const ok = await stack.gql(nested(3));
    expect(ok.errors).toBeUndefined();
    expect(ok.data.product.related[0].related[0].related[0].id).toMatch(/^\d+$/);
  });

  it('rejects depth, aliases and token floods without an upstream call, and without echoing the limits', async () => {
    stack.double.resetCalls();
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 5 }, (_, i) => `a${i}: shop { memberCount }`).join(' ');
    const tokens = `{ ${'shop { memberCount } '.repeat(GRAPHQL_LIMITS.maxTokens / 4)} }`;
    for (const query of [nested(GRAPHQL_LIMITS.maxDepth + 2), `{ ${aliases} }`, tokens]) {
      const result = await stack.gql(query);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.length).toBeGreaterThan(0);
      const text = JSON.stringify(result.errors);
      for (const limit of Object.values(GRAPHQL_LIMITS)) expect(text).not.toContain(String(limit));
    }
    expect(stack.upstreamCalls()).toEqual([]);
  });

  it(production ? 'hides introspection and field suggestions' : 'allows introspection for GraphiQL', async () => {
    const introspection = await stack.gql(`{ __schema { queryType { name } } }`);
    const typo = await stack.gql(`{ prodcts { totalCount } }`);
    if (production) {
      expect(introspection.data ?? null).toBeNull();
      expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
    } else {
      expect(introspection.data.__schema.queryType.name).toBe('Query');
      expect(JSON.stringify(typo.errors)).toMatch(/Did you mean/);
    }
  });
});
