import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SLIDE_PRODUCT_ID,
  toHotProduct,
  toImageSlide,
  toPriceTable,
  toProduct,
  toTextSlide,
} from '../../bff/src/upstream/adapt-catalogue';

const v2Product = {
  id: 100003,
  name: 'Card nhựa PVC',
  name2: 'Bền, chống nước',
  price: 45000,
  category: 'Card bo góc',
  material: 'Nhựa, non',
  sides: '1 mặt, 2 mặt (1 mặt 3D, 1 mặt thường)',
  effect: 'Bóng,  Mờ, Hologram, ',
  size: '6x9, 8.5x5.5',
  color: 'Nhiều màu',
  colorsys: 'CMYK',
  pritech: 'In KTS',
  cut: 'Theo khuôn chuẩn',
  time: '3 - 5 ngày',
  video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  imgs: [{ imgSrc: 'https://cdn.example.com/1.jpg' }, { imgSrc: 'https://cdn.example.com/2.jpg' }],
  seen: 12,
  quantity: 100,
  status: 'active',
  avt: { imgSrc: 'https://cdn.example.com/avt.jpg' },
  avt_hover: { imgSrc: 'https://cdn.example.com/hover.jpg' },
  description: { title: 'Mô tả', content: 'Một/br/Hai', img: 'https://cdn.example.com/d1.jpg##https://cdn.example.com/d2.jpg' },
  option_des: {
    material_des: [{ title: 'Nhựa', content: 'Dẻo', img: '' }],
    effect_des: [{ title: 'Bóng', content: 'Sáng/br/Đẹp', img: null }],
  },
  order_notify: [{ title: 'Lưu ý', content: 'Gửi file trước', img: '' }],
  createdAt: '2024-01-02T03:04:05.000Z',
  updatedAt: '2024-01-02T03:04:05.000Z',
};

describe('toProduct', () => {
  it('adapts a full v2 row', () => {
    expect(toProduct(v2Product)).toEqual({
      id: 100003,
      name: 'Card nhựa PVC',
      tagline: 'Bền, chống nước',
      price: 45000,
      category: 'Card bo góc',
      categorySlug: 'cardbogoc',
      options: {
        material: ['Nhựa', 'non'],
        effect: ['Bóng', 'Mờ', 'Hologram'],
        size: ['6x9', '8.5x5.5'],
        sides: ['1 mặt', '2 mặt (1 mặt 3D, 1 mặt thường)'],
      },
      specs: { color: 'Nhiều màu', colorsys: 'CMYK', pritech: 'In KTS', cut: 'Theo khuôn chuẩn', time: '3 - 5 ngày' },
      videoId: 'dQw4w9WgXcQ',
      images: ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/2.jpg'],
      thumbnail: 'https://cdn.example.com/avt.jpg',
      hoverImage: 'https://cdn.example.com/hover.jpg',
      seen: 12,
      quantity: 100,
      status: 'active',
      description: {
        title: 'Mô tả',
        paragraphs: ['Một', 'Hai'],
        images: ['https://cdn.example.com/d1.jpg', 'https://cdn.example.com/d2.jpg'],
      },
      materialNotes: [{ title: 'Nhựa', paragraphs: ['Dẻo'], images: [] }],
      effectNotes: [{ title: 'Bóng', paragraphs: ['Sáng', 'Đẹp'], images: [] }],
      orderNotes: [{ title: 'Lưu ý', paragraphs: ['Gửi file trước'], images: [] }],
      createdAt: '2024-01-02T03:04:05.000Z',
    });
  });

  it('adapts the deployed v2 minimum: no rich text, null avatars, junk video, string price', () => {
    const product = toProduct({ id: '100001', name: ' Card Polar ', price: '19.99', video: 'image1.jpg', avt: null, avt_hover: null, imgs: [] });
    expect(product).toMatchObject({
      id: 100001,
      name: 'Card Polar',
      price: 20,
      videoId: null,
      images: [],
      thumbnail: null,
      hoverImage: null,
      seen: 0,
      quantity: null,
      category: null,
      categorySlug: '',
      description: null,
      materialNotes: [],
      effectNotes: [],
      orderNotes: [],
      options: { material: [], effect: [], size: [], sides: [] },
    });
  });

  it('reads the legacy img string, the thumbnail from the first image, and marterial', () => {
    const product = toProduct({
      id: 100002,
      name: 'Sticker',
      img: 'https://cdn.example.com/a.jpg; https://cdn.example.com/b.jpg;;javascript:alert(1);https://cdn.example.com/a.jpg',
      marterial: 'Giấy C300, Giấy cứng 4K',
    });
    expect(product?.images).toEqual(['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg']);
    expect(product?.thumbnail).toBe('https://cdn.example.com/a.jpg');
    expect(product?.hoverImage).toBeNull();
    expect(product?.options.material).toEqual(['Giấy C300', 'Giấy cứng 4K']);
  });

  it('prefers imgs over the legacy img, and drops unsafe avatar URLs', () => {
    const product = toProduct({ id: 100004, name: 'Lịch', imgs: [{ imgSrc: '/x.jpg' }, {}, null], img: '/y.jpg', avt: { imgSrc: 'data:x' } });
    expect(product?.images).toEqual(['/x.jpg']);
    expect(product?.thumbnail).toBe('/x.jpg');
  });

  it('reads option notes stored as JSON text', () => {
    const product = toProduct({ id: 100005, name: 'Sổ', option_des: '{"material_des":[{"title":"Giấy","content":"a"}]}' });
    expect(product?.materialNotes).toEqual([{ title: 'Giấy', paragraphs: ['a'], images: [] }]);
  });

  it.each([
    ['no id', { name: 'X' }],
    ['a non-numeric id', { id: 'abc', name: 'X' }],
    ['a zero id', { id: 0, name: 'X' }],
    ['no name', { id: 100000 }],
    ['a blank name', { id: 100000, name: '   ' }],
    ['not an object', 'product'],
    ['null', null],
    ['an array', [{ id: 1, name: 'X' }]],
  ])('gives null for %s', (_, raw) => {
    expect(toProduct(raw)).toBeNull();
  });

  it('never lets seen go negative or non-numeric', () => {
    expect(toProduct({ id: 100000, name: 'X', seen: -3 })?.seen).toBe(0);
    expect(toProduct({ id: 100000, name: 'X', seen: 'many' })?.seen).toBe(0);
    expect(toProduct({ id: 100000, name: 'X', seen: '7' })?.seen).toBe(7);
  });
});

describe('toPriceTable', () => {
  const raw = {
    id: 7,
    product: { id: 100003 },
    size: '6x9',
    material: 'Nhựa',
    lim1: '1 mẫu',
    lim2: '2 mẫu',
    value: '50,120,100,150,130;100,200,170,260,220;500,,750,,1000',
  };

  it('adapts a v1 table', () => {
    const table = toPriceTable(raw);
    expect(table).toMatchObject({ id: 7, productId: 100003, size: '6x9', material: 'Nhựa', onRequest: false });
    expect(table?.columns.map((c) => [c.sides, c.designLimit])).toEqual([
      [1, null],
      [1, '1 mẫu'],
      [2, null],
      [2, '2 mẫu'],
    ]);
    expect(table?.rows[2]).toEqual({ quantity: 500, prices: [null, 750000, null, 1000000] });
  });

  it.each(['Liên hệ', '', null])('marks %j as on request with no rows', (value) => {
    expect(toPriceTable({ ...raw, value })).toMatchObject({ onRequest: true, rows: [] });
  });

  it('reads a v2 number and the marterial spelling', () => {
    const { material: _material, ...rest } = raw;
    const table = toPriceTable({ ...rest, marterial: 'Mica', value: 35 });
    expect(table).toMatchObject({ material: 'Mica', onRequest: false, rows: [{ quantity: 1, prices: [35000, null, null, null] }] });
  });

  it('skips a table without its product (get-by-id shape) or without an id', () => {
    const { product: _product, ...withoutProduct } = raw;
    expect(toPriceTable(withoutProduct)).toBeNull();
    expect(toPriceTable({ ...raw, product: null })).toBeNull();
    expect(toPriceTable({ ...raw, product: {} })).toBeNull();
    expect(toPriceTable({ ...raw, id: undefined })).toBeNull();
  });
});

describe('toHotProduct', () => {
  it('adapts a row, keeping only the product id', () => {
    expect(
      toHotProduct({ id: 1, rank: '2', material: 'Nhựa', effect: 'Bóng', size: '6x9', product: { id: 100003, name: 'Card', avt: { imgSrc: '/a.jpg' } } }),
    ).toEqual({ id: 1, rank: 2, material: 'Nhựa', effect: 'Bóng', size: '6x9', productId: 100003 });
  });

  it('sorts an unranked row last, reads marterial, and skips a row without a product', () => {
    expect(toHotProduct({ id: 1, marterial: 'Mica', product: { id: 100000 } })).toMatchObject({ rank: 999, material: 'Mica' });
    expect(toHotProduct({ id: 1, rank: 1 })).toBeNull();
  });
});

describe('toImageSlide', () => {
  it('adapts a released v2 slide', () => {
    expect(toImageSlide({ id: 3, status: 'release', index: 2, img: { imgSrc: '/s.jpg' }, product: { id: 100007 } })).toEqual({
      id: 3,
      index: 2,
      image: '/s.jpg',
      productId: 100007,
    });
  });

  it('reads the legacy productId and falls back to product 100000', () => {
    expect(toImageSlide({ id: 3, status: 'release', index: 0, img: { imgSrc: '/s.jpg' }, productId: '100009' })?.productId).toBe(100009);
    expect(toImageSlide({ id: 3, status: 'release', img: { imgSrc: '/s.jpg' } })?.productId).toBe(FALLBACK_SLIDE_PRODUCT_ID);
    expect(FALLBACK_SLIDE_PRODUCT_ID).toBe(100000);
  });

  it.each([
    ['a draft', { status: 'draft' }],
    ['no status', { status: undefined }],
    ['no image', { img: null }],
    ['an unsafe image', { img: { imgSrc: 'javascript:alert(1)' } }],
    ['no id', { id: undefined }],
  ])('hides %s', (_, change) => {
    expect(toImageSlide({ id: 3, status: 'release', img: { imgSrc: '/s.jpg' }, ...change })).toBeNull();
  });

  it('accepts release in any case and spacing', () => {
    expect(toImageSlide({ id: 3, status: ' Release ', img: { imgSrc: '/s.jpg' } })).not.toBeNull();
  });
});

describe('toTextSlide', () => {
  it('adapts a released item and hides the rest', () => {
    expect(toTextSlide({ id: 1, text: ' Miễn phí  vận chuyển ', status: 'release', index: '1' })).toEqual({
      id: 1,
      index: 1,
      text: 'Miễn phí vận chuyển',
    });
    expect(toTextSlide({ id: 1, text: 'x', status: 'hidden', index: 1 })).toBeNull();
    expect(toTextSlide({ id: 1, text: '  ', status: 'release', index: 1 })).toBeNull();
  });
});
