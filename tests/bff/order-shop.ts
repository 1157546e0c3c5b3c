import type { ShopDouble } from '../double/server';
import { DEMO_USERS } from '../double/seed/users';

export interface ShopOrderSeen {
  id: number;
  recipient: string;
  items: { name: string; quantity: unknown }[];
}

/** What the shop itself holds for a recipient: its orders, with their items (read as the admin). */
export async function shopOrdersFor(double: ShopDouble, recipient: string): Promise<ShopOrderSeen[]> {
  const admin = DEMO_USERS.find((u) => u.role === 'admin')!;
  const token = await double.signToken({ userId: admin.id, email: admin.email, fullname: admin.fullname });
  const list = (await (await fetch(`${double.url}/api/order`)).json()) as { data?: any[] };
  const rows = (list.data ?? []).filter((row) => (row.nameReceive ?? row.nameRecieve) === recipient);
  return Promise.all(
    rows.map(async (row) => {
      const one = (await (await fetch(`${double.url}/api/order/${row.id}`, { headers: { authorization: token } })).json()) as { data: any };
      return { id: row.id, recipient, items: (one.data.items ?? []).map((item: any) => ({ name: item.name, quantity: item.quantity })) };
    }),
  );
}

/** `POST /api/order` calls the double has seen. */
export function orderPosts(double: ShopDouble): number {
  return double.calls.filter((call) => call.method === 'POST' && call.path === '/api/order').length;
}

/** Valid configurations of demo products, each orderable once in the deployed double. */
export const PRODUCTS = {
  card: { productId: '100000', material: 'Nhựa', effect: 'Bóng', size: '5.4x8.6', sides: '1 mặt' },
  hardCard: { productId: '100002', material: 'Giấy cứng 4K', effect: 'Bóng', size: '5.4x8.6', sides: '1 mặt' },
  polar: { productId: '100003', material: 'Giấy C300', effect: 'Mờ', size: '8.5x5.5', sides: '1 mặt' },
  postcard: { productId: '100005', material: 'Giấy mỹ thuật', effect: 'Mờ', size: '10x15', sides: '1 mặt' },
  lenticular: { productId: '100006', material: 'Nhựa', effect: '3D nổi', size: '10x15', sides: '1 mặt' },
  calendar: { productId: '100010', material: 'Giấy C300', effect: 'Mờ', size: 'A5', sides: '2 mặt' },
  notebook: { productId: '100011', material: 'Giấy C300', effect: 'Bóng', size: 'A5', sides: '1 mặt' },
  hologram: { productId: '100013', material: 'Decal nhựa', effect: 'Hologram', size: '5x5', sides: '1 mặt' },
  ticket: { productId: '100018', material: 'Giấy C300', effect: 'Mờ', size: '5x15', sides: '1 mặt' },
  wallCalendar: { productId: '100020', material: 'Giấy couche', effect: 'Mờ', size: 'A3', sides: '1 mặt' },
  /** Already in a seeded order: the deployed double refuses it. */
  takenCard: { productId: '100001', material: 'Giấy C300', effect: 'Bóng', size: '6x9', sides: '1 mặt' },
  /** 'Liên hệ'. */
  frame: { productId: '100009', material: 'Gỗ', effect: 'Bóng', size: 'A4', sides: '1 mặt' },
} as const;

export function lineOf(product: keyof typeof PRODUCTS, designLink: string, change: Record<string, unknown> = {}) {
  return { ...PRODUCTS[product], isDesigned: true, designs: 1, quantity: 50, designLink, ...change };
}
