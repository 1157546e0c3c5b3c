/**
 * The web app's operations whose answer is the same for every shopper: they
 * read catalogue fields only and change nothing. The BFF answers them from its
 * shared cache (persisted GET) or runs them compiled (POSTed in full); the web
 * app sends them as persisted GETs (web/src/apollo.ts imports this list). Not
 * here: `ProductPage` (it counts a view per shopper) and `CurrentViewer` (the
 * signed-in shopper and their cart, kept out of `Layout` for this). Anything
 * signed-in (`me`, `cart`, `orders`, a product's reviews as their author sees
 * them) never is; the fast path drops a listed one that reads the session.
 */
export const PUBLIC_OPERATION_NAMES: readonly string[] = ['Layout', 'Home', 'HomeMoreProducts', 'SearchSuggestions'];
