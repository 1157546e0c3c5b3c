import { builder } from '../builder';
import type { HotProduct, ImageSlide, TextSlide } from '../domain/catalogue';
import { ProductRef } from './product';

const HotProductRef = builder.objectRef<HotProduct>('HotProduct').implement({
  description: 'A Top Trending entry: a product with preselected options.',
  fields: (t) => ({
    id: t.id({ description: 'Hot-product entry id.', resolve: (h) => String(h.id) }),
    rank: t.exposeInt('rank', { description: '1 is the hottest.' }),
    material: t.exposeString('material', { nullable: true, description: 'Preselected material.' }),
    effect: t.exposeString('effect', { nullable: true, description: 'Preselected effect.' }),
    size: t.exposeString('size', { nullable: true, description: 'Preselected size.' }),
    product: t.field({
      type: ProductRef,
      nullable: true,
      description: 'Null when the product is no longer in the catalogue.',
      resolve: (h, _args, ctx) => ctx.loaders.findProduct(h.productId),
    }),
  }),
});

const ImageSlideRef = builder.objectRef<ImageSlide>('ImageSlide').implement({
  description: "A home-page slide (only 'release' slides are listed).",
  fields: (t) => ({
    id: t.id({ description: 'Slide id.', resolve: (s) => String(s.id) }),
    image: t.exposeString('image', { description: 'Image URL.' }),
    productId: t.id({ description: 'The product it links to (100000 when the slide names none).', resolve: (s) => String(s.productId) }),
    product: t.field({
      type: ProductRef,
      nullable: true,
      description: 'The linked product, when it is in the catalogue.',
      resolve: (s, _args, ctx) => ctx.loaders.findProduct(s.productId),
    }),
  }),
});

const TextSlideRef = builder.objectRef<TextSlide>('TextSlide').implement({
  description: "A line of the rotating text banner (only 'release' ones are listed).",
  fields: (t) => ({
    id: t.id({ description: 'Banner line id.', resolve: (s) => String(s.id) }),
    text: t.exposeString('text', { description: 'The text shown.' }),
  }),
});

builder.queryFields((t) => ({
  hotProducts: t.field({
    type: [HotProductRef],
    description: 'Top Trending, by rank.',
    resolve: (_root, _args, ctx) => ctx.services.catalogue.hotProducts(),
  }),
  imageSlides: t.field({
    type: [ImageSlideRef],
    description: "Released home-page slides, in the shop's order.",
    resolve: (_root, _args, ctx) => ctx.services.catalogue.imageSlides(),
  }),
  textSlides: t.field({
    type: [TextSlideRef],
    description: 'Released banner lines, in order.',
    resolve: (_root, _args, ctx) => ctx.services.catalogue.textSlides(),
  }),
}));
