import { describe, expect, it } from 'vitest';
import { productHeadTags, type ProductHeadInput } from '../../bff/src/web/product-head';

const base: ProductHeadInput = {
  id: '100001',
  name: 'Card nhựa PVC',
  description: 'Card nhựa bền đẹp,\n  in sắc nét.',
  image: 'https://cdn.example.test/p/100001.jpg',
  url: 'https://shop.example.test/product?category=cardbogoc&productId=100001',
  priceMin: 120000,
  priceMax: 1000000,
  ratingAverage: 4.25,
  ratingCount: 8,
};

function jsonLd(html: string): Record<string, any> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD script in:\n' + html);
  return JSON.parse(match[1]);
}

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

describe('productHeadTags', () => {
  it('writes title, description, Open Graph and a schema.org Product', () => {
    const html = productHeadTags(base);
    expect(html).toContain('<title>Card nhựa PVC</title>');
    expect(metaContent(html, 'description')).toBe('Card nhựa bền đẹp, in sắc nét.');
    expect(metaContent(html, 'og:title')).toBe('Card nhựa PVC');
    expect(metaContent(html, 'og:description')).toBe('Card nhựa bền đẹp, in sắc nét.');
    expect(metaContent(html, 'og:image')).toBe('https://cdn.example.test/p/100001.jpg');
    expect(metaContent(html, 'og:url')).toBe(base.url.replace(/&/g, '&amp;'));
    expect(metaContent(html, 'og:type')).toBe('product');

    const data = jsonLd(html);
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe('Card nhựa PVC');
    expect(data.image).toEqual(['https://cdn.example.test/p/100001.jpg']);
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 120000,
      highPrice: 1000000,
      priceCurrency: 'VND',
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 8 });
  });

  it('escapes markup in text and keeps the JSON inside its script element', () => {
    const hostile = '</script><script>alert("x")</script> & \'quoted\'';
    const html = productHeadTags({ ...base, name: hostile, description: hostile });

    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;</title>',
    );
    const scriptBody = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(scriptBody).not.toMatch(/[<>]/);
    expect(scriptBody).toContain('\\u003c/script\\u003e');
    // The escaped JSON still reads back as the original text.
    expect(jsonLd(html).name).toBe(hostile);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('leaves offers out when there is no price and uses one price for both ends', () => {
    expect(jsonLd(productHeadTags({ ...base, priceMin: null, priceMax: null })).offers).toBeUndefined();
    expect(jsonLd(productHeadTags({ ...base, priceMin: 50000, priceMax: null })).offers).toMatchObject({
      lowPrice: 50000,
      highPrice: 50000,
    });
  });

  it('leaves aggregateRating out until the product has a review', () => {
    expect(jsonLd(productHeadTags({ ...base, ratingAverage: null, ratingCount: 0 })).aggregateRating).toBeUndefined();
    expect(jsonLd(productHeadTags({ ...base, ratingAverage: 5, ratingCount: 0 })).aggregateRating).toBeUndefined();
  });

  it('omits description and image tags it has nothing for', () => {
    const html = productHeadTags({ ...base, description: '   ', image: null });
    expect(metaContent(html, 'description')).toBeUndefined();
    expect(metaContent(html, 'og:description')).toBeUndefined();
    expect(metaContent(html, 'og:image')).toBeUndefined();
    const data = jsonLd(html);
    expect(data.description).toBeUndefined();
    expect(data.image).toBeUndefined();
  });

  it('shortens a long description for the preview', () => {
    const html = productHeadTags({ ...base, description: 'chữ '.repeat(100) });
    const description = metaContent(html, 'description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });
});
