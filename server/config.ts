import { resolve } from 'node:path';
import { DEFAULT_LEAD_RETENTION_MONTHS } from '@/sdk/schemas/leadAttribution';
import { loadLeadNotifyConfig } from './notify/notifyConfig';
import type { LeadNotifyConfig } from './notify/notifyConfig';
import type { HttpLimits } from './http/limits';
import { loadS3Config } from './media/s3Config';
import type { S3Config } from './media/s3Config';
import { passwordCost, PASSWORD_COST } from './auth/password';
import { checkedAdminPassword } from './auth/passwordPolicy';
import { parseTrustProxy } from './http/trustProxy';
import type { TrustProxy } from './http/trustProxy';
import { loadWebhookConfig } from './webhooks/webhookConfig';
import type { WebhookSettings } from './webhooks/webhookConfig';
import { loadAnalyticsConfig } from './analytics/analyticsConfig';
import type { AnalyticsSettings } from './analytics/analyticsConfig';

/** Where the data lives: embedded PGlite (on disk, or in memory for tests) or PostgreSQL. */
export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface ServerConfig {
  port: number;
  host: string;
  /** Holds the PGlite files, the lock file and (unless MEDIA_DIR or S3 is set) the uploads. */
  dataDir: string;
  database: DatabaseConfig;
  /** Uploads on the local disk; not used when `s3` is set. */
  mediaDir: string;
  /** Uploads in an S3-compatible bucket instead of mediaDir (the S3_ variables). */
  s3?: S3Config;
  /** The built app (vite's dist/); a placeholder page is served when it has no index.html. */
  staticDir: string;
  maxUploadBytes: number;
  sessionTtlHours: number;
  adminUsername: string;
  adminPassword: string | undefined;
  /** Lead creates per IP per minute. */
  leadRateLimit: number;
  /** Login attempts per username and IP per 15 minutes. */
  loginRateLimit: number;
  /** Seed the landing page's demo content on a fresh database. */
  demoContent: boolean;
  logLevel: string;
  /** The proxies whose X-Forwarded-For and -Proto are believed (TRUST_PROXY); false: none. */
  trustProxy: TrustProxy;
  /** The site's public origin for canonical and Open Graph URLs; else the request's host. */
  publicUrl?: string;
  /** How long a shutdown waits for requests in flight before it cuts their connections. */
  shutdownGraceMs: number;
  /** E-mail each new lead to the sales team; null when SMTP_HOST is not set. */
  leadNotify: LeadNotifyConfig | null;
  /** Leads older than this many months are deleted on a schedule; null keeps them forever. */
  leadRetentionMonths: number | null;
  /**
   * Keep rate-limit counters (login throttling, lead limits) in the database so that instances
   * sharing it count together; on by default with PostgreSQL, off (in memory) with PGlite.
   */
  sharedRateLimits: boolean;
  /** Timeouts and size limits for slow or hostile clients; unset fields keep the defaults. */
  httpLimits?: Partial<HttpLimits>;
  /** Webhook delivery (issue 38, the WEBHOOK_ variables); unset fields keep the defaults. */
  webhooks?: Partial<WebhookSettings>;
  /** Counting without cookies (issue 45, the ANALYTICS_ variables); unset fields keep the defaults. */
  analytics?: Partial<AnalyticsSettings>;
  /** New passwords hashed at the test suites' low cost (PASSWORD_HASH_COST=test, tests only). */
  testPasswordCost?: boolean;
}

type Env = Record<string, string | undefined>;

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  // Fail at start with the variable's name rather than run with a silently broken limit.
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  }
  return value;
}

/** LEAD_RETENTION_MONTHS: whole months (default 24); 0 or "never" keeps leads forever. */
function retentionMonths(env: Env): number | null {
  const raw = env.LEAD_RETENTION_MONTHS?.trim();
  if (!raw) return DEFAULT_LEAD_RETENTION_MONTHS;
  if (raw === '0' || raw.toLowerCase() === 'never') return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 1200) {
    throw new Error(
      `LEAD_RETENTION_MONTHS must be a whole number of months (1-1200), 0 or "never", got "${raw}"`,
    );
  }
  return value;
}

/** DEMO_CONTENT: `true` (default) seeds a fresh database with the demo landing page; `false` not. */
function demoContent(env: Env): boolean {
  const raw = env.DEMO_CONTENT?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`DEMO_CONTENT must be true or false, got "${env.DEMO_CONTENT}"`);
}

function port(env: Env): number {
  const value = Number(env.PORT ?? 3000);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`PORT must be a port number (0-65535), got "${env.PORT}"`);
  }
  return value;
}

/** Reads the server's settings from the environment; every variable is listed in docs/operations.md. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const dataDir = resolve(cwd, env.DATA_DIR || 'data');
  const databaseUrl = env.DATABASE_URL?.trim();
  const adminUsername = env.ADMIN_USERNAME?.trim() || 'admin';
  return {
    port: port(env),
    host: env.HOST || '127.0.0.1',
    dataDir,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    mediaDir: resolve(cwd, env.MEDIA_DIR || resolve(dataDir, 'uploads')),
    s3: loadS3Config(env) ?? undefined,
    staticDir: resolve(cwd, env.STATIC_DIR || 'dist'),
    maxUploadBytes: Math.round(positiveNumber(env, 'MAX_UPLOAD_MB', 5) * 1024 * 1024),
    sessionTtlHours: positiveNumber(env, 'SESSION_TTL_HOURS', 12),
    adminUsername,
    adminPassword: checkedAdminPassword(env.ADMIN_PASSWORD || undefined, adminUsername),
    leadRateLimit: Math.floor(positiveNumber(env, 'LEAD_RATE_LIMIT', 20)),
    loginRateLimit: Math.floor(positiveNumber(env, 'LOGIN_RATE_LIMIT', 10)),
    demoContent: demoContent(env),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
    shutdownGraceMs: Math.round(positiveNumber(env, 'SHUTDOWN_GRACE_SECONDS', 10) * 1000),
    leadNotify: loadLeadNotifyConfig(env),
    leadRetentionMonths: retentionMonths(env),
    sharedRateLimits: Boolean(databaseUrl),
    webhooks: loadWebhookConfig(env),
    analytics: loadAnalyticsConfig(env),
    // Refused at start unless NODE_ENV=test (auth/password.ts).
    testPasswordCost: passwordCost(env).N < PASSWORD_COST.N,
  };
}
