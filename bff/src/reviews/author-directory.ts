import type { PublicUser } from '../domain/catalogue';
import { toPublicUser } from '../upstream/adapt-shop';
import type { UpstreamClient } from '../upstream/client';
import { readList } from '../upstream/envelope';
import { SwrCache } from '../upstream/swr-cache';
import { UpstreamBadResponseError } from '../upstream/upstream-error';

export interface AuthorDirectoryOptions {
  ttlMs?: number;
  staleWindowMs?: number;
  now?: () => number;
}

/**
 * Reviewers' public names and avatars, from the upstream's user list read
 * whole (it has no lookup by ids) and cached per instance. The rows carry
 * password hashes, emails and phones: only id, name and avatar are kept.
 */
export class AuthorDirectory {
  private readonly cache: SwrCache<Map<number, PublicUser>>;

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
  users(): Promise<Map<number, PublicUser>> {
    return this.cache.get('users', async () => {
      const response = await this.client.get('/api/user');
      const result = readList<unknown>(response.status, response.body);
      if (result.kind === 'error') throw new UpstreamBadResponseError(`/api/user: ${result.message}`, result.status);
      const users = result.kind === 'empty' ? [] : result.data.map(toPublicUser);
      return new Map(users.filter((user) => user !== null).map((user) => [user.id, user]));
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
