import type { BenchStack } from './bench-stack';
import { fetchOnce, graphqlPost } from './bench-stack';
import { measureSideBySide, medianRatio, type LoadOptions } from './load';
import { startPlainServer } from './plain-server';
import { atLeast, round, type Figure } from './report';
import { persistedPath, webDocument, type WebDocument } from './web-documents';

/** What the home page asks for on `/` (web/src/routes/home.tsx). */
export const HOME_VARIABLES = { first: 12, sort: 'NORMAL' };

/**
 * R1: the home query through the BFF ÷ node:http sending the same bytes,
 * (a) executed by Yoga over the in-memory catalogue, (b) as a persisted GET
 * answered by the fast path.
 */
export async function benchR1(stack: BenchStack, documents: Map<string, WebDocument>, load: LoadOptions & { rounds: number }): Promise<Figure[]> {
  const home = webDocument(documents, 'Home');
  const executed = graphqlPost(stack.app.url, home, HOME_VARIABLES);
  const persisted = { url: `${stack.app.url}${persistedPath(home, HOME_VARIABLES)}` };
  const body = (await fetchOnce(executed)).text;
  const fromCache = await fetchOnce(persisted);
  if (fromCache.text !== body) throw new Error('the fast path answered other bytes than Yoga');
  const plain = await startPlainServer(body);
  try {
    // Each figure against its own interleaved node:http runs: the executed runs' heavy load
    // (PGlite, garbage) would otherwise weigh on the cached runs that follow them.
    const cached = await measureSideBySide({ plain: { url: plain.url }, persisted }, load);
    const uncached = await measureSideBySide({ plain: { url: plain.url }, executed }, load);
    const r = { persisted: cached.persisted, executed: uncached.executed };
    const yardstick = { persisted: cached.plain, executed: uncached.plain };
    const detail = (name: keyof typeof r) => ({ ...r[name], plainRps: yardstick[name].rps, plainRoundRps: yardstick[name].roundRps, plainP99: yardstick[name].p99, bytes: body.length });
    const a = round(medianRatio(r.executed, yardstick.executed));
    const b = round(medianRatio(r.persisted, yardstick.persisted));
    return [
      { id: 'R1a', name: 'home query executed ÷ node:http (throughput, median of rounds)', value: a, unit: '×', ...atLeast(a, 0.3), detail: detail('executed') },
      { id: 'R1a', name: 'home query executed, p99 (node:http)', value: round(r.executed.p99, 1), unit: `ms (${round(yardstick.executed.p99, 1)} ms)` },
      { id: 'R1b', name: 'home query persisted GET from cache ÷ node:http (median of rounds)', value: b, unit: '×', ...atLeast(b, 0.8), detail: detail('persisted') },
      { id: 'R1b', name: 'home query persisted GET, p99 (node:http)', value: round(r.persisted.p99, 1), unit: `ms (${round(yardstick.persisted.p99, 1)} ms)` },
    ];
  } finally {
    await plain.close();
  }
}
