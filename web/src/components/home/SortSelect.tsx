import { useId } from 'react';
import { homeMessages } from '../../messages';
import { PRODUCT_SORTS, type ProductSortValue } from './home-params';

interface SortSelectProps {
  value: ProductSortValue;
  onChange: (sort: ProductSortValue) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{homeMessages.sortLabel}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ProductSortValue)}>
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {homeMessages.sorts[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
