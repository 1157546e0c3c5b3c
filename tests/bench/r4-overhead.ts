import { fetchOnce, startBenchStack, type BenchStack } from './bench-stack';
import { sampleLatency } from './latency';
import type { LoadTarget } from './load';
import { round, type Figure } from './report';

/** The whole product list with the fields the upstream's rows carry, for comparing with GET /api/product. */
const PRODUCT_LIST = `query ProductList { products(first: 100) { edges { node { id name tagline price category categorySlug thumbnail hoverImage images } } } }`;

/**
 * R4: p50 of the product list through the BFF minus p50 of the same list
 * straight from the upstream, sequential requests on one keep-alive
 * connection. Uncached, the BFF makes the same upstream call plus its own work;
 * cached, it makes none.
 */
export async function benchR4(stack: BenchStack): Promise<Figure[]> {
  const uncachedStack = await startBenchStack({ double: stack.double, catalogueTtlMs: 0, staleWindowMs: 0 });
  try {
    const viaBff = (url: string): LoadTarget => ({
      url: `${url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: PRODUCT_LIST }),
    });
    const direct: LoadTarget = { url: `${stack.double.url}/api/product` };
    const cached = viaBff(stack.app.url);
    const uncached = viaBff(uncachedStack.app.url);
    for (const target of [direct, cached, uncached]) await fetchOnce(target);
    const p50 = {
      direct: await sampleLatency(direct),
      uncached: await sampleLatency(uncached),
      cached: await sampleLatency(cached),
    };
    const overhead = round(p50.uncached.p50 - p50.direct.p50, 3);
    return [
      {
        id: 'R4',
        name: 'BFF p50 overhead over GET /api/product (BFF uncached − direct)',
        value: overhead,
        unit: `ms (${p50.uncached.p50} − ${p50.direct.p50})`,
        detail: p50,
      },
      {
        id: 'R4',
        name: 'same list, BFF with the catalogue cached − direct',
        value: round(p50.cached.p50 - p50.direct.p50, 3),
        unit: `ms (${p50.cached.p50} − ${p50.direct.p50})`,
      },
    ];
  } finally {
    await uncachedStack.close();
  }
}
