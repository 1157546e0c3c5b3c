import { describe, expect, it } from 'vitest';
import { canonicalVariables, MAX_VARIABLES_LENGTH, parsePersistedGet } from '../../bff/src/fast-path/persisted-get';

const HASH = 'a'.repeat(64);
const extensions = (persistedQuery: unknown) => JSON.stringify({ persistedQuery });
const parseQuery = (params: Record<string, string>) => parsePersistedGet(new URLSearchParams(params));

describe('parsePersistedGet', () => {
  it('reads Apollo’s GET shape with canonical variables', () => {
    expect(
      parseQuery({
        operationName: 'Home',
        variables: '{"sort":"NORMAL","first":12,"category":null}',
        extensions: extensions({ version: 1, sha256Hash: HASH }),
      }),
    ).toEqual({ kind: 'persisted', hash: HASH, operationName: 'Home', variables: '{"category":null,"first":12,"sort":"NORMAL"}' });
  });

  it('leaves ordinary GETs (no extensions, or a query) to Yoga', () => {
    expect(parseQuery({ query: '{ shop { hotlines } }' })).toEqual({ kind: 'not-persisted' });
    expect(parseQuery({ query: '{ a }', extensions: extensions({ version: 1, sha256Hash: HASH }) })).toEqual({ kind: 'not-persisted' });
  });

  it('refuses a malformed hash, version or variables', () => {
    const cases: Record<string, string>[] = [
      { extensions: '{' },
      { extensions: extensions({ version: 2, sha256Hash: HASH }) },
      { extensions: extensions({ version: 1, sha256Hash: HASH.toUpperCase() }) },
      { extensions: extensions({ version: 1, sha256Hash: 'abc' }) },
      { extensions: extensions({ version: 1, sha256Hash: HASH }), variables: '[1]' },
      { extensions: extensions({ version: 1, sha256Hash: HASH }), variables: '{"a":' },
    ];
    for (const bad of cases) {
      expect(parseQuery(bad).kind, JSON.stringify(bad)).toBe('invalid');
    }
  });
});

describe('canonicalVariables', () => {
  it('sorts keys at every depth and keeps arrays in order', () => {
    expect(canonicalVariables('{"b":[{"y":1,"x":2}],"a":{"d":null,"c":"é"}}')).toBe('{"a":{"c":"é","d":null},"b":[{"x":2,"y":1}]}');
  });

  it('treats absent and empty as no variables and refuses oversized ones', () => {
    expect(canonicalVariables(null)).toBe('{}');
    expect(canonicalVariables('')).toBe('{}');
    expect(canonicalVariables(JSON.stringify({ s: 'x'.repeat(MAX_VARIABLES_LENGTH) }))).toBeNull();
  });
});
