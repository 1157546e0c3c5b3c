/**
 * Demo reviews. The BFF seeds its own review store from DEMO_REVIEWS; the
 * double's /api/comment serves the same rows in the deployed shape.
 */

export interface DemoReview {
  userId: number;
  productId: number;
  text: string;
  rating: number;
  createdAt: string;
}

const TEXTS: Record<number, string[]> = {
  5: [
    'Hàng đẹp hơn mong đợi, màu in rất chuẩn. Sẽ ủng hộ shop dài dài!',
    'Shop tư vấn nhiệt tình, giao hàng nhanh, đóng gói cẩn thận.',
    'In sắc nét, bo góc đều, cầm rất thích tay.',
    'Lần thứ ba đặt rồi, chất lượng vẫn ổn định như lần đầu.',
    'Làm quà sinh nhật cho bạn, bạn mình thích lắm luôn.',
    'Giá hợp lý so với chất lượng, 10 điểm không có nhưng.',
    'Shop hỗ trợ chỉnh file miễn phí, thành phẩm quá đẹp.',
    'Màu lên y như file gửi, không bị lệch tông.',
  ],
  4: [
    'Sản phẩm đẹp, giao hơi chậm một chút nhưng vẫn chấp nhận được.',
    'Chất lượng tốt, mong shop có thêm nhiều mẫu hiệu ứng hơn.',
    'In đẹp, có một hai chiếc bị xước nhẹ ở cạnh.',
    'Đóng gói kỹ, màu hơi tối hơn màn hình một xíu.',
    'Ổn áp trong tầm giá, sẽ quay lại đặt tiếp.',
  ],
  3: [
    'Tạm được, màu in chưa tươi như mình nghĩ.',
    'Hàng đúng mô tả nhưng thời gian giao lâu hơn hẹn.',
  ],
  2: ['Cắt bị lệch vài chiếc, shop có hỗ trợ in lại nhưng mất thời gian.'],
  1: ['Giao thiếu số lượng, nhắn tin mãi mới được phản hồi.'],
};

const RATINGS = [5, 5, 4, 5, 4, 5, 3, 5, 4, 5, 5, 4, 2, 5, 4, 5, 3, 5, 1];
const REVIEWER_IDS = [2, 3, 4, 5, 6, 7];
const PRODUCT_COUNT = 21;

function review(i: number): DemoReview {
  const rating = RATINGS[i % RATINGS.length] ?? 5;
  const texts = TEXTS[rating] ?? [];
  const day = new Date(Date.UTC(2024, 4, 1, 8 + (i % 10), (i * 7) % 60));
  day.setUTCDate(day.getUTCDate() + i * 2);
  return {
    // Each product gets three reviews from three different reviewers.
    userId: REVIEWER_IDS[(Math.floor(i / PRODUCT_COUNT) + i) % REVIEWER_IDS.length] ?? 2,
    productId: 100000 + (i % PRODUCT_COUNT),
    text: texts[i % texts.length] ?? '',
    rating,
    createdAt: day.toISOString(),
  };
}

export const DEMO_REVIEWS: DemoReview[] = Array.from({ length: PRODUCT_COUNT * 3 }, (_, i) => review(i));
