import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { readOrderSettings, type OrderSettings } from '../../bff/src/orders/order-settings';
import { DEMO_USERS } from '../double/seed/users';
import { cookieClient, SIGN_IN, type CookieClient } from './account-client';
import type { Stack } from './stack';

/** Order settings for tests: the background loop effectively off (tests call `drain()`), retries due at once. */
export function testOrderSettings(sender: Partial<OrderSettings['sender']> = {}): OrderSettings {
  const settings = readOrderSettings({});
  return { ...settings, sender: { ...settings.sender, intervalMs: 60 * 60_000, retryBaseMs: 0, retryMaxMs: 0, ...sender } };
}

export async function signedIn(stack: Stack, email: string): Promise<CookieClient> {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  const client = cookieClient(stack);
  const { data } = await client.gql(SIGN_IN, { email, password: user.password });
  expect(data.signIn.__typename).toBe('SignedIn');
  return client;
}

/** PNG headers of a sharp (3000×2000) and a blurry (300×200) design, served over HTTP like a CDN. */
export async function startDesignServer(): Promise<{ url(file: 'sharp.png' | 'blurry.png'): string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const path = (req.url ?? '').split('?')[0];
    const size = path === '/sharp.png' ? [3000, 2000] : path === '/blurry.png' ? [300, 200] : null;
    if (!size) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png' }).end(pngHeader(size[0]!, size[1]!));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (file) => `${base}/${file}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(2, 17);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(64)]);
}

/** Waits until `check` passes (or fails with its last error). */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export const QUOTE_FIELDS = /* GraphQL */ `
  __typename
  ... on Quote { productId quantity tierQuantity column { sides designLimit } unitPrice lineTotal designFee total deposit }
  ... on PriceOnRequest { productId hotlines message }
  ... on InvalidInput { field code message }
`;

export const QUOTE = `query Quote($input: QuoteInput!) { quote(input: $input) { ${QUOTE_FIELDS} } }`;

const LINE_FIELDS = `id productId name quantity designs hasDesign designLink quotedUnitPrice dpiWarning
  product { id } material { value label } effect { value label } size { value label } sides { value label }
  quote { ${QUOTE_FIELDS} }`;

export const CART = `{ cart { lineCount lines { ${LINE_FIELDS} } } }`;

export const ADD_TO_CART = `mutation Add($input: CartLineInput!) { addToCart(input: $input) {
  __typename
  ... on CartPayload { message line { ${LINE_FIELDS} } cart { lineCount } }
  ... on Error { code message }
  ... on InvalidInput { field }
} }`;

export const REMOVE_FROM_CART = `mutation Remove($id: ID!) { removeFromCart(lineId: $id) { lineCount lines { id } } }`;

export const ORDER_FIELDS = `id code createdAt status statusLabel shopStatus total deposit
  recipient { name address phone email }
  lines { productId name material effect size sides hasDesign designs quantity designLink unitPrice lineTotal designFee }
  payment { amount transferMessage vietQrPayload vietQrSvg }`;

export const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename
  ... on OrderPayload { message order { ${ORDER_FIELDS} } }
  ... on Error { code message }
  ... on InvalidInput { field }
} }`;

export const ORDERS = `{ orders { ${ORDER_FIELDS} } }`;
export const ORDER = `query One($code: String!) { order(code: $code) { ${ORDER_FIELDS} } }`;

export const REORDER = `mutation Reorder($code: String!) { reorder(code: $code) {
  __typename
  ... on CartPayload { message cart { lineCount lines { ${LINE_FIELDS} } } }
  ... on Error { code message }
  ... on InvalidInput { field }
} }`;

export const RECIPIENT = { name: 'Nguyễn Văn An', address: '45 Đường Demo A, Quận 10, TP. Hồ Chí Minh', phone: '0901234567', email: 'an@demo.vn' };

/** Card nhựa PVC (100000): 1 or 2 sides, sizes 5.4x8.6 / 6x9 / 8.5x5.5, tiers 50/100/200/500. */
export function cardLine(designLink: string, change: Record<string, unknown> = {}) {
  return { productId: '100000', material: 'Nhựa', effect: 'Bóng', size: '5.4x8.6', sides: '1 mặt', isDesigned: true, designs: 1, quantity: 100, designLink, ...change };
}
