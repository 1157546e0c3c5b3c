/** Shop furniture: trending list, sliders, contact/info rows and FAQ. Contact details are invented. */

export interface SeedHotProduct {
  id: number;
  rank: number;
  productId: number;
  material: string;
  effect: string;
  size: string;
}

export interface SeedImageSlide {
  id: number;
  status: string;
  index: number;
  img: string;
  productId: number | null;
  /** Old rows carry `productId` instead of `product: {id}`. */
  legacyProductKey: boolean;
}

export interface SeedTextSlide {
  id: number;
  text: string;
  status: string;
  index: number;
}

export interface SeedContact {
  id: number;
  name: string;
  title: string;
  link: string;
  theme: string;
  status: string;
  index: number;
}

export interface SeedQuestion {
  id: number;
  question: string;
  answer: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

export const SEED_HOT_PRODUCTS: SeedHotProduct[] = [
  { id: 1, rank: 1, productId: 100004, material: 'Nhựa', effect: '3D nổi', size: '5.4x8.6' },
  { id: 2, rank: 2, productId: 100000, material: 'Nhựa', effect: 'Hologram', size: '5.4x8.6' },
  { id: 3, rank: 3, productId: 100017, material: 'Mica', effect: 'Bóng', size: '15cm' },
  { id: 4, rank: 4, productId: 100012, material: 'Decal giấy', effect: 'non', size: '5x5' },
  { id: 5, rank: 5, productId: 100007, material: 'Giấy C300', effect: 'Bóng', size: '5x15' },
  { id: 6, rank: 6, productId: 100013, material: 'Decal nhựa', effect: 'Hologram', size: '7x7' },
  { id: 7, rank: 7, productId: 100001, material: 'Giấy C300', effect: 'Mờ', size: '6x9' },
];

export const SEED_IMAGE_SLIDES: SeedImageSlide[] = [
  { id: 1, status: 'release', index: 2, img: 'slide-1.svg', productId: 100000, legacyProductKey: false },
  { id: 2, status: 'release', index: 1, img: 'slide-2.svg', productId: 100004, legacyProductKey: false },
  { id: 3, status: 'release', index: 3, img: 'slide-3.svg', productId: null, legacyProductKey: false },
  { id: 4, status: 'draft', index: 4, img: 'slide-4.svg', productId: 100012, legacyProductKey: false },
  { id: 5, status: 'release', index: 5, img: 'slide-5.svg', productId: 100017, legacyProductKey: true },
  { id: 6, status: 'hidden', index: 6, img: 'slide-6.svg', productId: 100008, legacyProductKey: false },
  { id: 7, status: 'release', index: 4, img: 'slide-7.svg', productId: 100013, legacyProductKey: false },
];

export const SEED_TEXT_SLIDES: SeedTextSlide[] = [
  { id: 1, text: 'Miễn phí thiết kế cho đơn từ 200 card', status: 'release', index: 1 },
  { id: 2, text: 'Giao hàng toàn quốc, nhận hàng trong 3 - 5 ngày', status: 'release', index: 2 },
  { id: 3, text: 'Card Lenti 3D giảm 10% đến hết tháng này', status: 'release', index: 3 },
  { id: 4, text: 'Nhắn tin hotline để được tư vấn chất liệu', status: 'release', index: 4 },
  { id: 5, text: 'Khuyến mãi Tết (bản nháp)', status: 'draft', index: 5 },
];

const contact = (id: number, theme: string, name: string, title: string, link: string, status = 'release'): SeedContact => ({
  id,
  name,
  title,
  link,
  theme,
  status,
  index: id,
});

export const SEED_CONTACTS: SeedContact[] = [
  contact(1, 'social media', 'facebook', 'Facebook', 'https://www.facebook.com/inthecard.demo'),
  contact(2, 'social media', 'tiktok', 'TikTok', 'https://www.tiktok.com/@inthecard.demo'),
  contact(3, 'social media', 'youtube', 'YouTube', 'https://www.youtube.com/@inthecard.demo'),
  contact(4, 'contact', 'hotline', 'Hotline', '0909 123 456'),
  contact(5, 'contact', 'hotline', 'Hotline', '0938 765 432'),
  contact(6, 'contact', 'email', 'Email', 'lienhe@inthecard.demo.vn'),
  contact(7, 'store infor', 'address', 'Địa chỉ', 'Số 12 Đường Số 7, Phường Demo, Quận 3, TP. Hồ Chí Minh'),
  contact(8, 'store infor', 'hours', 'Giờ mở cửa', '8:00 - 21:00, Thứ Hai đến Chủ Nhật'),
  contact(9, 'service', 'service', 'In card bo góc', '/product?category=cardbogoc&productId=100000'),
  contact(10, 'service', 'service', 'In sticker theo yêu cầu', '/product?category=sticker&productId=100012'),
  contact(11, 'service', 'service', 'Thiết kế miễn phí', ''),
  contact(12, 'service', 'service', 'Giao hàng toàn quốc', ''),
  contact(13, 'Image Slider', 'slider', 'Slide cũ', 'https://cdn.example.invalid/old-slide.jpg'),
  contact(14, 'service', 'service', 'Đổi trả trong 5 ngày', ''),
];

export const SEED_QUESTIONS: SeedQuestion[] = [
  { id: 1, question: 'Bao lâu thì nhận được hàng?', answer: 'Thường 3 - 5 ngày làm việc tùy sản phẩm và địa chỉ nhận.', status: 'release', createdAt: '2024-04-02T08:00:00.000Z', updatedAt: '2024-04-02T08:00:00.000Z' },
  { id: 2, question: 'Tôi chưa có thiết kế thì sao?', answer: 'Shop thiết kế miễn phí cho đơn từ 200 card, dưới mức đó phí thiết kế thanh toán trước 100%.', status: 'release', createdAt: '2024-04-02T08:05:00.000Z', updatedAt: '2024-04-02T08:05:00.000Z' },
  { id: 3, question: 'Thanh toán như thế nào?', answer: 'Chuyển khoản qua ví hoặc ngân hàng, nội dung chuyển khoản là mã đơn hàng.', status: 'release', createdAt: '2024-04-02T08:10:00.000Z', updatedAt: '2024-04-02T08:10:00.000Z' },
  { id: 4, question: 'File ảnh cần độ phân giải bao nhiêu?', answer: 'Ảnh 300 dpi, chữ 400 dpi.', status: 'release', createdAt: '2024-04-02T08:15:00.000Z', updatedAt: '2024-04-02T08:15:00.000Z' },
];
