import { graphql } from '../../gql';
import type { RichTextBlock_RichTextFragment } from '../../gql/graphql';

export const RichTextBlockFragment = graphql(`
  fragment RichTextBlock_richText on RichText {
    title
    paragraphs
    images
  }
`);

interface RichTextBlockProps {
  block: RichTextBlock_RichTextFragment;
  className?: string;
}

/** The shop's rich text as plain-text paragraphs and images (never as HTML); the title is an h3 under the page's h2 sections. */
export function RichTextBlock({ block, className }: RichTextBlockProps) {
  const title = block.title.trim();
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
      {title && <h3 className="rich-text__title">{title}</h3>}
      {block.paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {block.images.length > 0 && (
        <div className="rich-text__images">
          {block.images.map((src, i) => (
            <img key={`${i}-${src}`} className="rich-text__image" src={src} alt={title} loading="lazy" decoding="async" />
          ))}
        </div>
      )}
    </div>
  );
}
