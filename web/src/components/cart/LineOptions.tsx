import { graphql } from '../../gql';
import type { LineOptions_LineFragment } from '../../gql/graphql';
import { cartMessages } from '../../messages';
import { DesignLink } from '../order/DesignLink';

export const LineOptionsFragment = graphql(`
  fragment LineOptions_line on CartLine {
    material {
      label
    }
    effect {
      label
    }
    size {
      label
    }
    sides {
      label
    }
    hasDesign
    designs
    quantity
    designLink
  }
`);

/** A cart line's options ('Không có' where the product has none), quantity and design link. */
export function LineOptions({ line }: { line: LineOptions_LineFragment }) {
  const rows: [string, string][] = [
    [cartMessages.options.material, line.material.label],
    [cartMessages.options.effect, line.effect.label],
    [cartMessages.options.size, line.size.label],
    [cartMessages.options.sides, line.sides.label],
    [cartMessages.options.design, line.hasDesign ? cartMessages.hasDesign : cartMessages.noDesign],
    [cartMessages.options.quantity, line.quantity.toLocaleString('vi-VN')],
  ];
  if (line.designs > 1) rows.push([cartMessages.options.designs, String(line.designs)]);
  return (
    <dl className="line-options">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="line-options__link">
        <dt>{cartMessages.options.designLink}</dt>
        <dd>
          <DesignLink href={line.designLink} />
        </dd>
      </div>
    </dl>
  );
}
