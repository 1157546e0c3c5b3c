import { SEED_PRODUCTS, type SeedProduct } from './products';

/** `count` more products for scale benchmarks: variations of the demo rows, ids continuing after them. */
export function extraProducts(count: number): SeedProduct[] {
  const firstId = Math.max(...SEED_PRODUCTS.map((p) => p.id)) + 1;
  const extras: SeedProduct[] = [];
  for (let n = 0; n < count; n++) {
    const base = SEED_PRODUCTS[n % SEED_PRODUCTS.length] as SeedProduct;
    const price = typeof base.price === 'number' ? base.price + ((n * 1000) % 20000) : base.price;
    extras.push({
      ...base,
      id: firstId + n,
      name: `${base.name} mẫu ${n + 1}`,
      price,
      seen: (n * 37) % 3000,
      quantity: 100 + ((n * 13) % 900),
      avt: base.avt ?? `product-${base.id}.svg`,
    });
  }
  return extras;
}
