/** Every setting the BFF reads, with its default. README.md lists the same. */
export interface Config {
  port: number;
  host: string;
  /** Unset: `npm start` starts the shop-API double and points here. */
  upstreamUrl: string | undefined;
  /** 'raw' sends the token as is (v2), 'bearer' prefixes "Bearer " (some v1 routes). */
  upstreamAuthScheme: 'raw' | 'bearer';
  upstreamJwtSecret: string | undefined;
  upstreamTimeoutMs: number;
  /** Every GraphQL answer comes within this budget: partial data and a typed error rather than a hang. */
  requestBudgetMs: number;
  upstreamConnections: number;
  catalogueTtlMs: number;
  staleWindowMs: number;
  viewCountsRefreshMs: number;
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  sessionSecret: string | undefined;
  /** Verification mails go through this SMTP server; unset: the outbox under DATA_DIR. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  production: boolean;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST ?? '127.0.0.1',
    upstreamUrl: env.UPSTREAM_URL || undefined,
    upstreamAuthScheme: env.UPSTREAM_AUTH_SCHEME === 'bearer' ? 'bearer' : 'raw',
    upstreamJwtSecret: env.UPSTREAM_JWT_SECRET || undefined,
    upstreamTimeoutMs: intFrom(env.UPSTREAM_TIMEOUT_MS, 4000),
    requestBudgetMs: intFrom(env.REQUEST_BUDGET_MS, 5000),
    upstreamConnections: intFrom(env.UPSTREAM_CONNECTIONS, 16),
    catalogueTtlMs: intFrom(env.CATALOGUE_TTL_MS, 60_000),
    staleWindowMs: intFrom(env.STALE_WINDOW_MS, 10 * 60_000),
    viewCountsRefreshMs: intFrom(env.VIEW_COUNTS_REFRESH_MS, 5000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? '.data',
    webDist: env.WEB_DIST ?? 'dist/web',
    sessionSecret: env.SESSION_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    production: env.NODE_ENV === 'production',
  };
}
