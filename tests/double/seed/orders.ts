/**
 * Existing orders of two shoppers, so that `GET /api/order` visibly returns
 * everyone's orders. In deployed mode their products (100001, 100007, 100012,
 * 100016) are already taken by the one-order-item-per-product constraint.
 */

export interface SeedOrderItem {
  productId: number;
  name: string;
  img: string;
  sides: string;
  isDesigned: string;
  price: number;
  quantity: number;
  material: string;
  effect: string;
  size: string;
}

export interface SeedOrder {
  id: number;
  orderCode: string;
  userId: number;
  nameReceive: string;
  address: string;
  phone: string;
  status: number;
  createdAt: string;
  items: SeedOrderItem[];
}

export const SEED_ORDERS: SeedOrder[] = [
  {
    id: 1, orderCode: 'K7Q2ZP1714550400000', userId: 2, nameReceive: 'Nguyễn Văn An', phone: '0901234567',
    address: '45 Đường Demo A, Phường 5, Quận 10, TP. Hồ Chí Minh', status: 3, createdAt: '2024-05-01T08:00:00.000Z',
    items: [
      { productId: 100001, name: 'Card giấy C300', img: 'product-100001.svg', sides: '2 mặt', isDesigned: 'Đã có', price: 240000, quantity: 100, material: 'Giấy C300', effect: 'Bóng', size: '6x9' },
      { productId: 100012, name: 'Sticker bế hình', img: 'product-100012.svg', sides: '1 mặt', isDesigned: 'Chưa có', price: 85000, quantity: 50, material: 'Decal giấy', effect: 'non', size: '5x5' },
    ],
  },
  {
    id: 2, orderCode: 'B9X4MT1719800000000', userId: 2, nameReceive: 'Nguyễn Văn An', phone: '0901234567',
    address: '45 Đường Demo A, Phường 5, Quận 10, TP. Hồ Chí Minh', status: 1, createdAt: '2024-07-01T02:13:20.000Z',
    items: [
      { productId: 100007, name: 'Photostrip 4 khung', img: 'product-100007.svg', sides: '1 mặt', isDesigned: 'Đã có', price: 75000, quantity: 50, material: 'Giấy C300', effect: 'Mờ', size: '5x15' },
    ],
  },
  {
    id: 3, orderCode: 'H2D8RW1722470400000', userId: 3, nameReceive: 'Trần Thị Bình', phone: '0912345678',
    address: '8 Ngõ Demo, Phường Láng Hạ, Quận Đống Đa, Hà Nội', status: 2, createdAt: '2024-08-01T00:00:00.000Z',
    items: [
      { productId: 100016, name: 'Poster A3', img: 'product-100016.svg', sides: '1 mặt', isDesigned: 'Đã có', price: 150000, quantity: 50, material: 'Giấy C300', effect: 'Bóng', size: 'A3' },
    ],
  },
];
