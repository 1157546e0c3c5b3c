import { graphql } from '../../gql';
import type { OrderLines_LineFragment } from '../../gql/graphql';
import { cartMessages, orderMessages } from '../../messages';
import { formatPrice } from '../common/format-price';
import { DesignLink } from './DesignLink';
import { optionLabel } from './option-label';

export const OrderLinesFragment = graphql(`
  fragment OrderLines_line on OrderLine {
    productId
    name
    material
    effect
    size
    sides
    hasDesign
    designs
    quantity
    designLink
    unitPrice
    lineTotal
    designFee
  }
`);

/** An order's lines at the prices they were ordered at. */
export function OrderLines({ lines }: { lines: readonly OrderLines_LineFragment[] }) {
  return (
    <ul className="order-lines">
      {lines.map((line, index) => (
        <li key={`${line.productId}-${index}`} className="order-line">
          <div className="order-line__main">
            <p className="order-line__name">{line.name}</p>
            <p className="order-line__options">
              {orderMessages.optionsSummary([
                `${cartMessages.options.material}: ${optionLabel(line.material)}`,
                `${cartMessages.options.effect}: ${optionLabel(line.effect)}`,
                `${cartMessages.options.size}: ${optionLabel(line.size)}`,
                `${cartMessages.options.sides}: ${optionLabel(line.sides)}`,
                `${cartMessages.options.design}: ${line.hasDesign ? cartMessages.hasDesign : cartMessages.noDesign}`,
              ])}
            </p>
            <DesignLink href={line.designLink} />
          </div>
          <dl className="order-line__figures">
            <div>
              <dt>{orderMessages.quantity}</dt>
              <dd>{line.quantity.toLocaleString('vi-VN')}</dd>
            </div>
            <div>
              <dt>{orderMessages.unitPrice}</dt>
              <dd>{formatPrice(line.unitPrice)}</dd>
            </div>
            <div>
              <dt>{orderMessages.lineTotal}</dt>
              <dd>{formatPrice(line.lineTotal)}</dd>
            </div>
            {line.designFee > 0 && (
              <div>
                <dt>{cartMessages.designFee}</dt>
                <dd>{formatPrice(line.designFee)}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
