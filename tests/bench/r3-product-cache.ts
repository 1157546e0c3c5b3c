import { fetchOnce, graphqlPost, startBenchStack, type BenchStack } from './bench-stack';
import { sampleLatency } from './latency';
import { measureSideBySide, type LoadOptions } from './load';
import { PRODUCT_ID } from './r2-upstream-calls';
import { round, type Figure } from './report';
import { webDocument, type WebDocument } from './web-documents';

/**
 * R3: the product page's query with the catalogue cached, and on a second BFF
 * over the same double whose cache never holds anything (TTL 0: every request
 * reads the product and price lists again; concurrent requests share a read).
 */
export async function benchR3(stack: BenchStack, documents: Map<string, WebDocument>, load: LoadOptions & { rounds: number }): Promise<Figure[]> {
  const uncachedStack = await startBenchStack({ double: stack.double, catalogueTtlMs: 0, staleWindowMs: 0 });
  try {
    const document = webDocument(documents, 'ProductPage');
    const cached = graphqlPost(stack.app.url, document, { id: PRODUCT_ID });
    const uncached = graphqlPost(uncachedStack.app.url, document, { id: PRODUCT_ID });
    await fetchOnce(cached);
    await fetchOnce(uncached);
    const throughput = await measureSideBySide({ cached, uncached }, load);
    const latency = { cached: await sampleLatency(cached, 300), uncached: await sampleLatency(uncached, 300) };
    const speedup = round(latency.uncached.p50 / latency.cached.p50, 1);
    const describe = (name: 'cached' | 'uncached') =>
      `${latency[name].p50} / ${latency[name].p99} ms p50/p99 alone; ${throughput[name].rps} req/s, p99 ${round(throughput[name].p99, 1)} ms at ${load.connections} connections`;
    return [
      { id: 'R3', name: 'product page query, catalogue cached', value: latency.cached.p50, unit: 'ms p50', detail: { latency: latency.cached, load: throughput.cached } },
      { id: 'R3', name: 'product page query, uncached (TTL 0)', value: latency.uncached.p50, unit: 'ms p50', detail: { latency: latency.uncached, load: throughput.uncached } },
      { id: 'R3', name: 'product page: uncached p50 ÷ cached p50', value: speedup, unit: '×', detail: { cached: describe('cached'), uncached: describe('uncached') } },
      {
        id: 'R3',
        name: 'product page throughput cached / uncached',
        value: throughput.cached.rps,
        unit: `req/s / ${throughput.uncached.rps} req/s (p99 ${round(throughput.cached.p99, 1)} / ${round(throughput.uncached.p99, 1)} ms)`,
      },
    ];
  } finally {
    await uncachedStack.close();
  }
}
