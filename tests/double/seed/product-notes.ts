import { optionList } from './option-list';
import type { SeedProduct } from './products';

/** A rich-text block as the backend stores it: '/br/' between paragraphs, '##' between image URLs. */
export interface RichBlock {
  title: string;
  content: string;
  img: string;
}

export interface ProductNotes {
  description: RichBlock;
  option_des: { material_des: RichBlock[]; effect_des: RichBlock[] };
  order_notify: RichBlock[];
}

const MATERIAL_TEXT: Record<string, string> = {
  'Nhựa': 'Nhựa PVC dày 0.76 mm như thẻ ngân hàng./br/Không thấm nước, khó gãy.',
  'Giấy C300': 'Giấy couche định lượng 300 gsm./br/Bề mặt láng, in màu tươi.',
  'Giấy cứng 4K': 'Hai lớp giấy ép lại, dày khoảng 0.8 mm./br/Cứng cáp, không cong góc.',
  'Mica': 'Mica trong suốt dày 3 mm, in UV./br/Màu bền, lau chùi dễ dàng.',
};

const EFFECT_TEXT: Record<string, string> = {
  'Bóng': 'Cán màng bóng giúp màu rực rỡ hơn.',
  'Mờ': 'Cán màng mờ sang trọng, hạn chế bám vân tay.',
  'Hologram': 'Màng hologram ánh bảy màu khi nghiêng./br/Nên dùng cho thiết kế nền sáng.',
  'Kim tuyến': 'Màng kim tuyến lấp lánh như có nhũ.',
  'Lật (Flip)': 'Hai hình thay nhau khi nghiêng card.',
  '3D nổi': 'Hình có chiều sâu nhiều lớp./br/Cần file tách lớp, shop hỗ trợ tách miễn phí.',
};

const ORDER_NOTIFY: Omit<RichBlock, 'img'>[] = [
  { title: 'Đặt cọc', content: 'Đặt cọc 50% chi phí in và 100% phí thiết kế./br/Shop bắt đầu in sau khi nhận cọc.' },
  { title: 'Sai số khi in', content: 'Sai số cắt ±1 mm./br/Nên chừa lề trên 3 mm so với mép thành phẩm.' },
  { title: 'Chất lượng file', content: 'Ảnh 300 dpi, chữ 400 dpi để in sắc nét.' },
  { title: 'Khiếu nại', content: 'Nhận khiếu nại trong vòng 5 ngày kể từ khi nhận hàng./br/Vui lòng quay video lúc mở hàng.' },
];

/** The rich text of a product, or null for rows that have none (the deployed v2 shape). */
export function productNotes(product: SeedProduct, imageUrl: (file: string) => string): ProductNotes | null {
  if (!product.intro) return null;
  const block = (title: string, content: string, files: string[]): RichBlock => ({
    title,
    content,
    img: files.map(imageUrl).join('##'),
  });
  const materials = optionList(product.material ?? product.marterial).filter((m) => MATERIAL_TEXT[m]);
  const effects = optionList(product.effect).filter((e) => EFFECT_TEXT[e]);
  return {
    description: block(`Giới thiệu ${product.name}`, product.intro.join('/br/'), ['note-intro-1.svg', 'note-intro-2.svg']),
    option_des: {
      material_des: materials.map((m) => block(m, MATERIAL_TEXT[m] ?? '', ['note-material.svg'])),
      effect_des: effects.map((e) => block(e, EFFECT_TEXT[e] ?? '', ['note-effect.svg'])),
    },
    order_notify: ORDER_NOTIFY.map((note, i) => block(note.title, note.content, i === 0 ? ['note-order.svg'] : [])),
  };
}
