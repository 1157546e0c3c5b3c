/**
 * Derives something from the catalogue's product list once per list. The
 * catalogue cache hands out the same array until a refresh replaces it, so
 * the array is the key; a replaced list and what was derived from it are
 * collected together. What is derived is shared by every request: read only.
 */
export function perList<T, R>(derive: (list: readonly T[]) => R): (list: readonly T[]) => R {
  const derived = new WeakMap<readonly T[], R>();
  return (list) => {
    if (derived.has(list)) return derived.get(list) as R;
    const value = derive(list);
    derived.set(list, value);
    return value;
  };
}
