/**
 * The web app's operations whose answer is the same for every shopper: they
 * read catalogue fields only and change nothing. Not here: `ProductPage`
 * (it counts a view per shopper) and `Layout` (it asks for `me`). Anything
 * signed-in (`me`, `cart`, `orders`, a product's reviews as their author
 * sees them) never is; the fast path drops a listed one that reads the session.
 */
export const PUBLIC_OPERATION_NAMES: readonly string[] = ['Home', 'HomeMoreProducts', 'SearchSuggestions'];
