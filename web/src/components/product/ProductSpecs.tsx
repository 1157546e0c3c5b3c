import { graphql } from '../../gql';
import type { ProductSpecs_ProductFragment } from '../../gql/graphql';
import { productMessages } from '../../messages';

export const ProductSpecsFragment = graphql(`
  fragment ProductSpecs_product on Product {
    options {
      material { label }
      effect { label }
      size { label }
      sides { label }
    }
    specs {
      color
      colorsys
      pritech
      cut
      time
    }
  }
`);

function listText(values: readonly { label: string }[]): string {
  return values.length ? values.map((v) => v.label).join(', ') : productMessages.none;
}

/** Free-text specs: 'non' and blanks mean "none", as for the options. */
function specText(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text === '' || text.toLowerCase() === 'non' ? productMessages.none : text;
}

export function ProductSpecs({ product }: { product: ProductSpecs_ProductFragment }) {
  const { options, specs } = product;
  const rows: [string, string][] = [
    [productMessages.specs.material, listText(options.material)],
    [productMessages.specs.effect, listText(options.effect)],
    [productMessages.specs.size, listText(options.size)],
    [productMessages.specs.sides, listText(options.sides)],
    [productMessages.specs.color, specText(specs.color)],
    [productMessages.specs.colorsys, specText(specs.colorsys)],
    [productMessages.specs.pritech, specText(specs.pritech)],
    [productMessages.specs.cut, specText(specs.cut)],
    [productMessages.specs.time, specText(specs.time)],
  ];
  return (
    <section className="product-card product-specs" aria-labelledby="product-specs-title">
      <h2 id="product-specs-title" className="product-section-title">
        {productMessages.specsTitle}
      </h2>
      <dl className="product-specs__list">
        {rows.map(([term, value]) => (
          <div key={term} className="product-specs__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
