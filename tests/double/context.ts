import type { ShopDb } from './db';
import type { Tokens } from './http/tokens';
import type { DoubleMode } from './mode';

/** What every route module gets from the running double. */
export interface DoubleContext {
  db: ShopDb;
  mode: DoubleMode;
  tokens: Tokens;
  /** Absolute URL of a file under tests/double/images, on this double. */
  imageUrl(file: string): string;
  /** Where social login sends the browser back to, unless the request names one. */
  clientUrl(): string;
}
