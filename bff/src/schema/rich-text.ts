import { builder } from '../builder';
import type { RichBlock } from '../domain/catalogue';

export const RichTextRef = builder.objectRef<RichBlock>('RichText').implement({
  description: "A block of the shop's rich text: '/br/' paragraphs and '##' image lists, already split.",
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Heading of the block (may be empty).' }),
    paragraphs: t.exposeStringList('paragraphs', { description: 'Plain-text paragraphs, in order. Render as text, never as HTML.' }),
    images: t.exposeStringList('images', { description: 'Image URLs (http(s) or site-relative only).' }),
  }),
});
