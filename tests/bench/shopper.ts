import { DEMO_USERS } from '../double/seed/users';
import { fetchOnce, graphqlPost } from './bench-stack';
import { webDocument, type WebDocument } from './web-documents';

/** Signs a demo shopper in through the web's own SignIn document and returns the Cookie header to send. */
export async function signedInCookie(baseUrl: string, documents: Map<string, WebDocument>, email = 'an@demo.vn'): Promise<string> {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`${email} is not a demo user`);
  const response = await fetch(graphqlPost(baseUrl, webDocument(documents, 'SignIn'), { email: user.email, password: user.password }).url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' },
    body: JSON.stringify({ query: webDocument(documents, 'SignIn').text, variables: { email: user.email, password: user.password } }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`signing ${email} in set no cookie: ${(await response.text()).slice(0, 200)}`);
  return cookie;
}

/** Puts one line of a product in the shopper's cart, with the product's first options, so the cart page has work to do. */
export async function addFirstOptions(
  baseUrl: string,
  documents: Map<string, WebDocument>,
  cookie: string,
  productId: string,
  designLink: string,
): Promise<void> {
  const page = JSON.parse((await fetchOnce(graphqlPost(baseUrl, webDocument(documents, 'ProductPage'), { id: productId }))).text) as {
    data: { product: { options: Record<string, { value: string }[]> } };
  };
  const first = (name: string) => page.data.product.options[name]?.[0]?.value ?? null;
  const input = { productId, size: first('size') ?? '', material: first('material'), effect: first('effect'), sides: first('sides'), quantity: 100, isDesigned: true, designLink };
  const added = await fetchOnce(graphqlPost(baseUrl, webDocument(documents, 'QuotePanelAddToCart'), { input }, { cookie }));
  if (!added.text.includes('"CartPayload"')) throw new Error(`addToCart refused: ${added.text.slice(0, 200)}`);
}
