import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOT_AFTER_RUNS } from '../../bff/src/fast-path/hot-query-jit';
import { DEMO_USERS } from '../double/seed/users';
import { cookieClient, SIGN_IN, type CookieClient } from './account-client';
import { MODES, startStack, type Stack } from './stack';
import { webQueries } from './web-queries';

const an = DEMO_USERS.find((u) => u.email === 'an@demo.vn')!;

function withoutLocations(errors: object[] | undefined): object[] | undefined {
  return errors?.map((error) => {
    const { locations: _locations, ...rest } = error as Record<string, unknown>;
    return rest;
  });
}

describe.each(MODES)('compiled (graphql-jit) queries against the %s double', (mode) => {
  let stack: Stack;
  let shopper: CookieClient;
  beforeAll(async () => {
    stack = await startStack(mode);
    shopper = cookieClient(stack);
    expect((await shopper.gql(SIGN_IN, { email: an.email, password: an.password })).data.signIn.__typename).toBe('SignedIn');
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** The answer of the first (interpreted) run and of the first run after the document turned hot (compiled). */
  async function interpretedAndCompiled(query: string, variables: Record<string, unknown>, client: Pick<CookieClient, 'gql'>) {
    const interpreted = await client.gql(query, variables);
    for (let run = 1; run < HOT_AFTER_RUNS; run++) await client.gql(query, variables);
    const compiled = await client.gql(query, variables);
    return { interpreted, compiled };
  }

  it('answer every query of the web app exactly as the interpreter does, signed in and not', async () => {
    const queries = webQueries();
    expect(queries.map((q) => q.name)).toEqual(expect.arrayContaining(['Home', 'ProductPage', 'CartPage', 'Layout']));
    for (const client of [stack, shopper]) {
      for (const { name, text, variables } of queries) {
        const { interpreted, compiled } = await interpretedAndCompiled(text, variables, client);
        expect({ status: compiled.status, data: compiled.data, errors: withoutLocations(compiled.errors) }, name).toEqual({
          status: interpreted.status,
          data: interpreted.data,
          errors: withoutLocations(interpreted.errors),
        });
      }
    }
  });

  it('give the same errors compiled as interpreted: bad input and wrongly typed variables', async () => {
    const badCursor = `query BadCursor { product(id: "100001") { id reviews(after: "not-a-cursor") { totalCount } } }`;
    const wrongType = `query WrongType($first: Int!) { products(first: $first) { totalCount } }`;
    const cursor = await interpretedAndCompiled(badCursor, {}, stack);
    expect(cursor.interpreted.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // The one difference graphql-jit keeps: its errors carry no `locations`.
    expect(cursor.compiled.errors).toEqual(withoutLocations(cursor.interpreted.errors));
    expect(cursor.compiled.data).toEqual(cursor.interpreted.data);
    const typed = await interpretedAndCompiled(wrongType, { first: 'twelve' }, stack);
    expect(typed.interpreted.errors).toHaveLength(1);
    expect({ status: typed.compiled.status, errors: typed.compiled.errors }).toEqual({ status: typed.interpreted.status, errors: typed.interpreted.errors });
  });

  it('never compiles a subscription, however often it comes', async () => {
    for (let run = 0; run <= HOT_AFTER_RUNS + 2; run++) {
      const answer = await stack.gql('subscription { shop { hotlines } }');
      expect(answer.status).toBeLessThan(500);
      expect(answer.errors?.length).toBeGreaterThan(0);
    }
  });
});
