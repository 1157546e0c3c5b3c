import type { BenchStack } from './bench-stack';
import { graphqlPost } from './bench-stack';
import type { LoadTarget } from './load';
import { HOME_VARIABLES } from './r1-throughput';
import type { Figure } from './report';
import { addFirstOptions, signedInCookie } from './shopper';
import { webDocument, type WebDocument } from './web-documents';

export const PRODUCT_ID = '100001';

export interface UpstreamCounts {
  /** Calls the operation caused with an empty catalogue cache. */
  cold: number;
  /** Calls with the catalogue cached. */
  warm: number;
}

/** The three page operations of R2, as the web sends them (the cart page as a signed-in shopper with one line). */
export async function pageOperations(stack: BenchStack, documents: Map<string, WebDocument>): Promise<Record<string, LoadTarget>> {
  const cookie = await signedInCookie(stack.app.url, documents);
  await addFirstOptions(stack.app.url, documents, cookie, PRODUCT_ID, `${stack.double.url}/images/product-${PRODUCT_ID}.svg`);
  return {
    home: graphqlPost(stack.app.url, webDocument(documents, 'Home'), HOME_VARIABLES),
    product: graphqlPost(stack.app.url, webDocument(documents, 'ProductPage'), { id: PRODUCT_ID }),
    cart: graphqlPost(stack.app.url, webDocument(documents, 'CartPage'), {}, { cookie }),
  };
}

async function upstreamCallsOf(stack: BenchStack, target: LoadTarget): Promise<number> {
  stack.double.resetCalls();
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"')) throw new Error(`answered ${response.status}: ${text.slice(0, 200)}`);
  return stack.upstreamCalls();
}

/** Upstream calls per operation, cold (catalogue cache emptied first) and warm (asked again at once). */
export async function countUpstreamCalls(stack: BenchStack, operations: Record<string, LoadTarget>): Promise<Record<string, UpstreamCounts>> {
  const counts: Record<string, UpstreamCounts> = {};
  for (const [name, target] of Object.entries(operations)) {
    stack.app.services.catalogue.invalidate();
    const cold = await upstreamCallsOf(stack, target);
    counts[name] = { cold, warm: await upstreamCallsOf(stack, target) };
  }
  return counts;
}

/** R2 as figures: the same counts with 20 and with 5,000 products show whether they stay constant. */
export function r2Figures(small: Record<string, UpstreamCounts>, large: Record<string, UpstreamCounts> | null): Figure[] {
  return Object.entries(small).map(([name, counts]) => {
    const big = large?.[name];
    const constant = big ? big.cold === counts.cold && big.warm === counts.warm : undefined;
    return {
      id: 'R2',
      name: `upstream calls per ${name} operation: warm, cold (with 5,000 products)`,
      value: counts.warm,
      unit: `warm, ${counts.cold} cold${big ? ` (${big.warm} warm, ${big.cold} cold)` : ''}`,
      goal: 'constant, 0 warm',
      pass: counts.warm === 0 && constant !== false,
      detail: { products20: counts, products5000: big ?? null },
    };
  });
}
