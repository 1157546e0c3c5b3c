import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import type { SearchSuggestionsQuery as SuggestionsData } from '../../gql/graphql';
import { headerMessages } from '../../messages';
import { CloseIcon, SearchIcon } from '../common/icons';
import { productHref } from '../common/product-href';
import { findSearchTarget, type SearchCategory, type SearchProduct, type SearchTarget } from './search-match';
import { useDebouncedValue } from './use-debounced-value';

const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($query: String!) {
    searchSuggestions(query: $query, first: 8) {
      kind
      label
      productId
      categorySlug
    }
  }
`);

type Suggestion = SuggestionsData['searchSuggestions'][number];

interface SearchBoxProps {
  products: readonly SearchProduct[];
  categories: readonly SearchCategory[];
}

function targetOf(suggestion: Suggestion): SearchTarget | null {
  if (suggestion.kind === 'PRODUCT' && suggestion.productId) {
    return { kind: 'product', productId: suggestion.productId, categorySlug: suggestion.categorySlug ?? '' };
  }
  if (suggestion.kind === 'CATEGORY' && suggestion.categorySlug) {
    return { kind: 'category', categorySlug: suggestion.categorySlug };
  }
  return null;
}

function hrefOf(target: SearchTarget): string {
  return target.kind === 'product'
    ? productHref({ productId: target.productId, categorySlug: target.categorySlug })
    : `/?${new URLSearchParams({ category: target.categorySlug }).toString()}`;
}

/** Exact matches among server suggestions, for products beyond the ones the layout loaded. */
function matchSuggestions(text: string, suggestions: readonly Suggestion[]): SearchTarget | null {
  const products = suggestions.flatMap((s) =>
    s.kind === 'PRODUCT' && s.productId ? [{ id: s.productId, name: s.label, categorySlug: s.categorySlug ?? '' }] : [],
  );
  const categories = suggestions.flatMap((s) =>
    s.kind === 'CATEGORY' && s.categorySlug ? [{ name: s.label, slug: s.categorySlug }] : [],
  );
  return findSearchTarget(text, products, categories);
}

/** ARIA 1.2 combobox: the input owns a listbox of suggestions; focus stays in the input. */
export function SearchBox({ products, categories }: SearchBoxProps) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [notFound, setNotFound] = useState(false);
  const query = useDebouncedValue(text.trim(), 250);
  const { data } = useQuery(SearchSuggestionsQuery, { variables: { query }, skip: query === '' });
  const suggestions = query !== '' && text.trim() !== '' ? (data?.searchSuggestions ?? []) : [];
  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    setActive(-1);
  }, [data]);

  function go(target: SearchTarget) {
    setOpen(false);
    setActive(-1);
    setText('');
    navigate(hrefOf(target));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
    const chosenTarget = chosen ? targetOf(chosen) : null;
    if (chosenTarget) return go(chosenTarget);
    const wanted = text.trim();
    if (!wanted) return;
    const local = findSearchTarget(wanted, products, categories) ?? matchSuggestions(wanted, suggestions);
    if (local) return go(local);
    const remote = await client
      .query({ query: SearchSuggestionsQuery, variables: { query: wanted } })
      .then((result) => matchSuggestions(wanted, result.data?.searchSuggestions ?? []))
      .catch(() => null);
    if (remote) return go(remote);
    setOpen(false);
    setNotFound(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setOpen(true);
        setActive(step === 1 ? 0 : count - 1);
        return;
      }
      setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
        setNotFound(false);
      }
    }
  }

  const activeOption = expanded && active >= 0 ? `${id}-option-${active}` : undefined;

  return (
    <form role="search" className="search" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {headerMessages.searchLabel}
      </label>
      <div className="search__field">
        <input
          id={`${id}-input`}
          type="text"
          className="search__input"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption}
          placeholder={headerMessages.searchPlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            setNotFound(false);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <button type="submit" className="search__submit" aria-label={headerMessages.searchButton}>
          <SearchIcon />
        </button>
      </div>
      <ul id={listId} role="listbox" aria-label={headerMessages.searchSuggestions} className="search__list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}-${suggestion.productId ?? suggestion.categorySlug}-${index}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="search__option"
            // Keeps focus in the input so the click lands before blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              const target = targetOf(suggestion);
              if (target) go(target);
            }}
          >
            <span className="search__option-label">{suggestion.label}</span>
            <span className={`search__kind search__kind--${suggestion.kind.toLowerCase()}`}>
              {suggestion.kind === 'PRODUCT' ? headerMessages.suggestionProduct : headerMessages.suggestionCategory}
            </span>
          </li>
        ))}
      </ul>
      {notFound && (
        <div role="alert" className="search__alert">
          <span>{headerMessages.searchNotFound}</span>
          <button type="button" className="search__alert-close" aria-label={headerMessages.dismiss} onClick={() => setNotFound(false)}>
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      )}
    </form>
  );
}
