/**
 * Head tags for a product link, rendered by the server into index.html so that
 * link previews (Zalo, Facebook) and search engines see the product without
 * running the app.
 */

export interface ProductHeadInput {
  id: string;
  name: string;
  description: string | null;
  image: string | null;
  url: string;
  /** Whole đồng. */
  priceMin: number | null;
  priceMax: number | null;
  ratingAverage: number | null;
  ratingCount: number;
}

const DESCRIPTION_MAX = 160;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON that cannot end its <script> element early or be read as HTML. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function summarise(text: string | null): string | null {
  if (text === null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return null;
  if (flat.length <= DESCRIPTION_MAX) return flat;
  return `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function productJsonLd(p: ProductHeadInput, description: string | null): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.id,
    url: p.url,
  };
  if (description !== null) data.description = description;
  if (p.image !== null) data.image = [p.image];
  const low = p.priceMin ?? p.priceMax;
  const high = p.priceMax ?? p.priceMin;
  if (low !== null && high !== null) {
    data.offers = {
      '@type': 'AggregateOffer',
      lowPrice: low,
      highPrice: high,
      priceCurrency: 'VND',
      availability: 'https://schema.org/InStock',
    };
  }
  if (p.ratingCount > 0 && p.ratingAverage !== null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(p.ratingAverage * 10) / 10,
      reviewCount: p.ratingCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

export function productHeadTags(p: ProductHeadInput): string {
  const description = summarise(p.description);
  const tags = [
    `<title>${escapeHtml(p.name)}</title>`,
    `<link rel="canonical" href="${escapeHtml(p.url)}">`,
  ];
  if (description !== null) tags.push(meta('name', 'description', description));
  tags.push(
    meta('property', 'og:type', 'product'),
    meta('property', 'og:title', p.name),
    meta('property', 'og:url', p.url),
  );
  if (description !== null) tags.push(meta('property', 'og:description', description));
  if (p.image !== null) tags.push(meta('property', 'og:image', p.image));
  tags.push(
    `<script type="application/ld+json">${jsonForScript(productJsonLd(p, description))}</script>`,
  );
  return tags.join('\n');
}
