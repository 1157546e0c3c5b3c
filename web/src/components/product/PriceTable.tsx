import { Fragment } from 'react';
import { graphql } from '../../gql';
import type { PriceTable_PriceTableFragment } from '../../gql/graphql';
import { productMessages } from '../../messages';
import { formatCount } from '../common/format-price';
import { formatPriceCell } from './format-price-cell';

export const PriceTableFragment = graphql(`
  fragment PriceTable_priceTable on PriceTable {
    id
    size
    material
    onRequest
    columns {
      sides
      designLimit
      label
    }
    rows {
      quantity
      prices
    }
  }
`);

interface PriceTableProps {
  /** null: the chosen size has no table. */
  table: PriceTable_PriceTableFragment | null;
  hotlines: readonly string[];
  /** Columns for this many printed sides are highlighted. */
  sides: number | null;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "Liên hệ hotline 0901 234 567 hoặc 0902 345 678 để được báo giá", each number a tel: link. */
export function PriceOnRequest({ hotlines }: { hotlines: readonly string[] }) {
  if (!hotlines.length) return <p className="price-contact">{productMessages.priceContactNoHotline}</p>;
  return (
    <p className="price-contact">
      {productMessages.priceContactBefore}
      {hotlines.map((phone, i) => (
        <Fragment key={phone}>
          {i > 0 && productMessages.priceContactOr}
          <a href={telHref(phone)}>{phone}</a>
        </Fragment>
      ))}
      {productMessages.priceContactAfter}
    </p>
  );
}

export function PriceTable({ table, hotlines, sides }: PriceTableProps) {
  return (
    <section className="price-table" aria-labelledby="price-table-title">
      <h2 id="price-table-title" className="product-section-title">
        {productMessages.priceTableTitle}
      </h2>
      {!table || table.onRequest || !table.rows.length ? (
        <PriceOnRequest hotlines={hotlines} />
      ) : (
        <div className="price-table__scroll" role="region" aria-labelledby="price-table-caption" tabIndex={0}>
          <table>
            <caption id="price-table-caption">{productMessages.priceTableCaption(table.size, table.material)}</caption>
            <thead>
              <tr>
                <th scope="col">{productMessages.quantityColumn}</th>
                {table.columns.map((column, i) => (
                  <th key={i} scope="col" className={column.sides === sides ? 'is-chosen' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.quantity}>
                  <th scope="row">{formatCount(row.quantity)}</th>
                  {table.columns.map((column, i) => {
                    const price = row.prices[i];
                    return (
                      <td key={i} className={column.sides === sides ? 'is-chosen' : undefined}>
                        {price === null || price === undefined ? (
                          <span className="price-table__none">{productMessages.none}</span>
                        ) : (
                          formatPriceCell(price)
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="price-table__note">{productMessages.priceTableNote}</p>
        </div>
      )}
    </section>
  );
}
