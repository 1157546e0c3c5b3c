import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { graphql } from '../../gql';
import type { ProductInfoTabs_ProductFragment, RichTextBlock_RichTextFragment } from '../../gql/graphql';
import { productMessages } from '../../messages';
import { RichTextBlock } from './RichTextBlock';

export const ProductInfoTabsFragment = graphql(`
  fragment ProductInfoTabs_product on Product {
    description { ...RichTextBlock_richText }
    orderNotes { ...RichTextBlock_richText }
  }
`);

const TABS = ['intro', 'notes'] as const;
type Tab = (typeof TABS)[number];

function Blocks({ blocks, empty }: { blocks: readonly RichTextBlock_RichTextFragment[]; empty: string }) {
  if (!blocks.length) return <p className="product-tabs__empty">{empty}</p>;
  return (
    <>
      {blocks.map((block, i) => (
        <RichTextBlock key={i} block={block} />
      ))}
    </>
  );
}

/** 'Giới thiệu' / 'Lưu ý đặt hàng' as ARIA tabs: arrow keys, Home and End move between tabs. */
export function ProductInfoTabs({ product }: { product: ProductInfoTabs_ProductFragment }) {
  const [active, setActive] = useState<Tab>('intro');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ intro: null, notes: null });
  const baseId = useId();
  const labels: Record<Tab, string> = { intro: productMessages.tabIntro, notes: productMessages.tabNotes };

  const select = (tab: Tab) => {
    setActive(tab);
    tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = TABS.indexOf(active);
    const target: Record<string, Tab | undefined> = {
      ArrowRight: TABS[(at + 1) % TABS.length],
      ArrowLeft: TABS[(at - 1 + TABS.length) % TABS.length],
      Home: TABS[0],
      End: TABS[TABS.length - 1],
    };
    const next = target[event.key];
    if (next) {
      event.preventDefault();
      select(next);
    }
  };

  return (
    <section className="product-card product-tabs">
      <div role="tablist" aria-label={productMessages.tabsLabel} className="product-tabs__list">
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`${baseId}-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            className="product-tabs__tab"
            onClick={() => setActive(tab)}
            onKeyDown={onKeyDown}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${baseId}-panel-${tab}`}
          aria-labelledby={`${baseId}-tab-${tab}`}
          tabIndex={0}
          hidden={tab !== active}
          className="product-tabs__panel"
        >
          {tab === 'intro' ? (
            <Blocks blocks={product.description ? [product.description] : []} empty={productMessages.introEmpty} />
          ) : (
            <Blocks blocks={product.orderNotes} empty={productMessages.notesEmpty} />
          )}
        </div>
      ))}
    </section>
  );
}
