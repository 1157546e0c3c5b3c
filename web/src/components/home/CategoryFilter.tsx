import { graphql } from '../../gql';
import type { CategoryFilter_CategoryFragment } from '../../gql/graphql';
import { homeMessages } from '../../messages';

export const CategoryFilterFragment = graphql(`
  fragment CategoryFilter_category on Category {
    name
    slug
    productCount
  }
`);

interface CategoryFilterProps {
  categories: readonly CategoryFilter_CategoryFragment[];
  /** The slug in the URL ('' for all). */
  selected: string;
  onSelect: (slug: string) => void;
}

/** 'Tất cả' plus one toggle chip per category. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const chips = [{ name: homeMessages.allCategories, slug: '' }, ...categories];
  return (
    <div className="category-filter" role="group" aria-label={homeMessages.categoryFilter}>
      {chips.map((chip) => (
        <button
          key={chip.slug || 'all'}
          type="button"
          className="chip"
          aria-pressed={chip.slug === selected}
          data-slug={chip.slug}
          onClick={() => onSelect(chip.slug)}
        >
          {chip.name}
        </button>
      ))}
    </div>
  );
}
