import type { FastifyBaseLogger } from 'fastify';
import { analyticsSettings } from './analytics/analyticsConfig';
import { analyticsService } from './analytics/analyticsService';
import type { AnalyticsService } from './analytics/analyticsService';
import { auditContentWrites, auditedMediaStore } from './audit/contentAudit';
import { createCachedAnswers } from './cache/cachedAnswers';
import type { CachedAnswers } from './cache/cachedAnswers';
import { createContentCache } from './cache/contentCache';
import type { ContentCache } from './cache/contentCache';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { ContentWriteListener } from './content/repository';
import type { LeadEventListener } from './data/leadEvents';
import type { MediaStore } from './media/mediaStore';
import type { ContentChannel } from './cluster/contentChannel';
import { runningExperiments } from './experiments/runningExperimentsCache';
import type { RunningExperiments } from './experiments/runningExperimentsCache';
import { createPasswordThrottle } from './auth/passwordThrottle';
import type { UsernameThrottle } from './auth/usernameThrottle';
import { createReviewNotifier } from './notify/reviewNotifier';
import { requestsInFlight } from './http/requestsInFlight';
import type { ReviewNotifier } from './notify/reviewNotifier';

/** What every route module needs, passed explicitly instead of hung on the Fastify instance. */
export interface ServerContext {
  config: ServerConfig;
  db: Db;
  media: MediaStore;
  /** Told of every committed content write (a cache or an audit log hooks in here). */
  contentWriteListeners: ContentWriteListener[];
  /** Told of every committed lead creation and change (data/leadEvents.ts; webhooks hook in). */
  leadEventListeners: LeadEventListener[];
  /** Public content reads and rendered pages, valid until the next content write. */
  contentCache: ContentCache;
  /** Early answers of cached reads, made from what their routes sent (cache/cachedAnswers.ts). */
  cachedAnswers: CachedAnswers;
  /**
   * On PostgreSQL: writes announced to, and heard from, other instances on the same database
   * (the cache drops what another instance changed). Null with PGlite: one process.
   */
  contentChannel: ContentChannel | null;
  /** Per username: sign-in and every re-authentication count here (auth/passwordThrottle.ts). */
  passwordThrottle: UsernameThrottle;
  /**
   * Review e-mails (issue 47), one SMTP transport for the draft routes, the release routes and
   * the release job; closed with the app (buildApp).
   */
  reviewNotifier: ReviewNotifier;
  /**
   * Counting visits (docs/analytics.md): one per app, so the beacon route, the lead intake and
   * the conversion report share one buffer of events, written before the database closes.
   */
  analytics: AnalyticsService;
  /**
   * The running experiments on blocks (issue 45 item 3), from memory: `running(page)` for the
   * page render and the counting. Read again after an experiment starts or ends on any instance
   * (experiments/runningExperimentsCache.ts: it follows the content cache's version).
   */
  experiments: RunningExperiments;
  /**
   * The requests being answered (http/requestsInFlight.ts, counted by the HTTP layer): the
   * analytics' background writes on PGlite start between them.
   */
  requests: ReturnType<typeof requestsInFlight>;
}

/**
 * The context of a server on `db`, storing uploads with `media`: uploads through the API and
 * every committed content write are audited, and each write starts a new content version (the
 * first listener), so no cached answer outlives it.
 */
export function createServerContext(
  config: ServerConfig,
  db: Db,
  media: MediaStore,
  log: FastifyBaseLogger,
): ServerContext {
  const contentCache = createContentCache();
  const experiments = runningExperiments(db, contentCache);
  const requests = requestsInFlight();
  return {
    config,
    db,
    media: auditedMediaStore(media, db),
    contentWriteListeners: [() => contentCache.invalidate(), auditContentWrites(db)],
    leadEventListeners: [],
    contentCache,
    cachedAnswers: createCachedAnswers({ cache: contentCache }),
    contentChannel: null,
    passwordThrottle: createPasswordThrottle(config, db),
    reviewNotifier: createReviewNotifier(config.leadNotify, db),
    analytics: analyticsService(db, {
      log,
      bufferMax: analyticsSettings(config.analytics).bufferMax,
      experiments,
      requests,
    }),
    experiments,
    requests,
  };
}
