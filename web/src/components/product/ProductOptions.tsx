import { graphql } from '../../gql';
import type { ProductOptions_ProductFragment, RichTextBlock_RichTextFragment } from '../../gql/graphql';
import { productMessages } from '../../messages';
import { OptionGroup } from './OptionGroup';
import { notesFor } from './option-notes';
import { RichTextBlock } from './RichTextBlock';
import { DESIGN_CHOICES, OPTION_KEYS, type Selection, type SelectionKey } from './selection';

export const ProductOptionsFragment = graphql(`
  fragment ProductOptions_product on Product {
    options {
      material { value label }
      effect { value label }
      size { value label }
      sides { value label }
    }
    materialNotes { ...RichTextBlock_richText }
    effectNotes { ...RichTextBlock_richText }
  }
`);

interface ProductOptionsProps {
  product: ProductOptions_ProductFragment;
  selection: Selection;
  onChoose: (key: SelectionKey, value: string) => void;
}

const designChoices = DESIGN_CHOICES.map((value) => ({ value, label: value }));

function OptionNotes({ notes }: { notes: readonly RichTextBlock_RichTextFragment[] }) {
  if (!notes.length) return null;
  return (
    <div className="option-notes">
      {notes.map((note, i) => (
        <RichTextBlock key={i} block={note} className="option-notes__item" />
      ))}
    </div>
  );
}

export function ProductOptions({ product, selection, onChoose }: ProductOptionsProps) {
  const notes = { material: product.materialNotes, effect: product.effectNotes } as const;
  return (
    <div className="product-options">
      {OPTION_KEYS.map((key) =>
        product.options[key].length ? (
          <OptionGroup
            key={key}
            name={key}
            legend={productMessages.specs[key]}
            choices={product.options[key]}
            selected={selection[key]}
            onChoose={(value) => onChoose(key, value)}
          >
            {(key === 'material' || key === 'effect') && (
              <OptionNotes notes={notesFor(notes[key], product.options[key], selection[key])} />
            )}
          </OptionGroup>
        ) : null,
      )}
      <OptionGroup
        name="isDesigned"
        legend={productMessages.designLegend}
        choices={designChoices}
        selected={selection.isDesigned}
        onChoose={(value) => onChoose('isDesigned', value)}
      />
    </div>
  );
}
