import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes of a built file once gzipped (level 6, what servers and CDNs commonly use). */
export function gzippedSize(distDir: string, urlPath: string): number {
  return gzipSync(readFileSync(join(distDir, urlPath.replace(/^\//, ''))), { level: 6 }).length;
}

/** The scripts index.html loads before anything runs: the entry module and its modulepreload imports. */
export function entryScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] as string);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1] as string);
  return [...new Set([...scripts, ...preloads])];
}

export function totalGzippedKb(distDir: string, paths: string[]): number {
  return Math.round((paths.reduce((sum, path) => sum + gzippedSize(distDir, path), 0) / 1024) * 10) / 10;
}
