import type { PublicUser } from '../domain/catalogue';
import { adminIdOf, toPublicUser } from '../upstream/adapt-shop';
import type { UpstreamClient } from '../upstream/client';
import { readList } from '../upstream/envelope';
import { SwrCache } from '../upstream/swr-cache';
import { UpstreamBadResponseError } from '../upstream/upstream-error';

export interface AuthorDirectoryOptions {
  ttlMs?: number;
  staleWindowMs?: number;
  now?: () => number;
}

interface Directory {
  cards: Map<number, PublicUser>;
  /** Who the shop marks as admins: they moderate reviews. */
  admins: Set<number>;
}

/**
 * Reviewers' public names and avatars, from the upstream's user list read
 * whole (it has no lookup by ids) and cached per instance. The rows carry
 * password hashes, emails and phones: only id, name and avatar are kept, and
 * apart from them the ids of the shop's admins.
 */
export class AuthorDirectory {
  private readonly cache: SwrCache<Directory>;

  constructor(
    private readonly client: UpstreamClient,
    options: AuthorDirectoryOptions = {},
  ) {
    this.cache = new SwrCache({
      ttlMs: options.ttlMs ?? 5 * 60_000,
      staleWindowMs: options.staleWindowMs ?? 60 * 60_000,
      now: options.now,
    });
  }

  /** Every known user's public card, by id. */
  async users(): Promise<Map<number, PublicUser>> {
    return (await this.directory()).cards;
  }

  /** Whether the shop marks this user as an admin (read with the cards, so as fresh as they are). */
  async isAdmin(userId: number): Promise<boolean> {
    return (await this.directory()).admins.has(userId);
  }

  private directory(): Promise<Directory> {
    return this.cache.get('users', async () => {
      const response = await this.client.get('/api/user');
      const result = readList<unknown>(response.status, response.body);
      if (result.kind === 'error') throw new UpstreamBadResponseError(`/api/user: ${result.message}`, result.status);
      const rows = result.kind === 'empty' ? [] : result.data;
      const cards = rows.map(toPublicUser).filter((user) => user !== null);
      const admins = rows.map(adminIdOf).filter((id) => id !== null);
      return { cards: new Map(cards.map((user) => [user.id, user])), admins: new Set(admins) };
    });
  }
}

const directories = new WeakMap<UpstreamClient, AuthorDirectory>();

/** The one directory of a BFF instance (its upstream client), so every request shares its cache. */
export function authorDirectoryOf(client: UpstreamClient): AuthorDirectory {
  let directory = directories.get(client);
  if (!directory) {
    directory = new AuthorDirectory(client);
    directories.set(client, directory);
  }
  return directory;
}
