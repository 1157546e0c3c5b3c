import { fetchOnce, graphqlPost, type BenchStack } from './bench-stack';
import { sampleLatency } from './latency';
import { HOME_VARIABLES } from './r1-throughput';
import { PRODUCT_ID } from './r2-upstream-calls';
import { atMost, round, type Figure } from './report';
import { webDocument, type WebDocument } from './web-documents';

export const LARGE_PRODUCTS = 5000;
export const REVIEWS = 50_000;

/**
 * Scale: p50 of the home and product-page queries on a shop of 20 products
 * and on one of 5,000 products with 50,000 reviews (10,000 on the product
 * opened), measured one after the other on one connection.
 */
export async function benchScale(small: BenchStack, large: BenchStack, documents: Map<string, WebDocument>): Promise<Figure[]> {
  const figures: Figure[] = [];
  const cases = [
    ['home', webDocument(documents, 'Home'), HOME_VARIABLES],
    ['product page', webDocument(documents, 'ProductPage'), { id: PRODUCT_ID }],
  ] as const;
  for (const [name, document, variables] of cases) {
    const targets = { small: graphqlPost(small.app.url, document, variables), large: graphqlPost(large.app.url, document, variables) };
    for (const target of Object.values(targets)) await fetchOnce(target);
    const p50 = { small: await sampleLatency(targets.small, 300), large: await sampleLatency(targets.large, 300) };
    const ratio = round(p50.large.p50 / p50.small.p50);
    figures.push({
      id: 'scale',
      name: `${name} query p50, 5,000 products + 50,000 reviews ÷ 20 products`,
      value: ratio,
      unit: `× (${p50.large.p50} / ${p50.small.p50} ms)`,
      ...atMost(ratio, 2),
      detail: p50,
    });
  }
  return figures;
}
