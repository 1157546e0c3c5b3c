import { builder } from '../builder';
import type { ProductOptions, ProductSpecs } from '../domain/catalogue';
import { optionLabel } from '../upstream/parse-options';

export const OptionValueRef = builder.objectRef<string>('OptionValue').implement({
  description: "One choice of a print option. `value` goes in the URL and the order; `label` is what the shopper reads ('non' → 'Không có').",
  fields: (t) => ({
    value: t.string({ description: "The shop's value, e.g. 'Giấy C300' or 'non'.", resolve: (v) => v }),
    label: t.string({ description: "What the shopper reads ('Không có' for 'non').", resolve: (v) => optionLabel(v) }),
  }),
});

export const ProductOptionsRef = builder.objectRef<ProductOptions>('ProductOptions').implement({
  description: 'The print options the product offers, in the shop’s order.',
  fields: (t) => ({
    material: t.field({ type: [OptionValueRef], description: 'Chất liệu.', resolve: (o) => o.material }),
    effect: t.field({ type: [OptionValueRef], description: 'Hiệu ứng.', resolve: (o) => o.effect }),
    size: t.field({ type: [OptionValueRef], description: 'Kích thước.', resolve: (o) => o.size }),
    sides: t.field({ type: [OptionValueRef], description: 'Số mặt in.', resolve: (o) => o.sides }),
  }),
});

export const ProductSpecsRef = builder.objectRef<ProductSpecs>('ProductSpecs').implement({
  description: 'Basic parameters of the product, as free text from the shop.',
  fields: (t) => ({
    color: t.exposeString('color', { nullable: true, description: 'Màu sắc.' }),
    colorsys: t.exposeString('colorsys', { nullable: true, description: 'Hệ màu (e.g. CMYK).' }),
    pritech: t.exposeString('pritech', { nullable: true, description: 'Công nghệ in.' }),
    cut: t.exposeString('cut', { nullable: true, description: 'Cắt.' }),
    time: t.exposeString('time', { nullable: true, description: 'Thời gian sản xuất (free text).' }),
  }),
});
