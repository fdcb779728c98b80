import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { registerActorScope } from '../audit/actor';
import type { ServerContext } from '../context';
import { registerBodyParsers } from '../http/bodyParsers';
import { registerDelivery } from '../http/delivery';
import { registerErrorHandler } from '../http/errorHandler';
import { refuseRequestsAfterClose } from '../http/lingeringClose';
import { registerUploadCleanup } from '../http/filePart';
import type { HttpLimits } from '../http/limits';
import { echoRequestId } from '../http/requestId';
import type { RequestLog } from '../http/requestLog';
import { registerSecurityHeaders } from '../http/securityHeaders';
import { registerSiteHost } from '../http/siteHost';
import { sharedRateLimitStore } from '../http/sharedRateLimitStore';
import { PAGE_BLOCKS_MAX_LENGTH } from '@/sdk/content/pages';

/**
 * The longest text a form field carries: a page's blocks, 200,000 characters
 * (sdk/content/pages.ts), at up to 4 bytes a character in UTF-8. A field past it is refused by
 * name (server/http/form.ts), never stored cut short.
 */
const LONGEST_FORM_FIELD_BYTES = 4 * PAGE_BLOCKS_MAX_LENGTH + 1024;

export interface HttpLayerOptions {
  context: ServerContext;
  limits: HttpLimits;
  requestLog: RequestLog;
}

/**
 * What every route shares: request ids, security headers, compression and ETags, body parsing,
 * errors as the envelope, rate limits, multipart forms, the audit log's actor and the early
 * answers of cached reads. Not encapsulated (fastify-plugin): its hooks cover every route.
 */
export const httpLayer = fp<HttpLayerOptions>(async (app, { context, limits, requestLog }) => {
  const { config, cachedAnswers } = context;
  // First: nothing runs for a request sent on a connection the server is closing.
  refuseRequestsAfterClose(app);
  // Next: every request answered from here on counts, so background writes give way to it.
  context.requests.register(app);
  echoRequestId(app);
  // Before every route: a malformed Host answers 400 here, and the pages' origin is chosen.
  registerSiteHost(app, config);
  app.addHook('onResponse', cachedAnswers.record);
  const answerLog = requestLog.countRepeatedAnswers(app.log, cachedAnswers.answered);
  app.addHook('onClose', async () => answerLog.close());
  registerErrorHandler(app, config.maxUploadBytes, limits.lingerMs);
  registerBodyParsers(app);
  registerUploadCleanup(app);
  await registerDelivery(app);
  registerSecurityHeaders(app);
  // On PostgreSQL every instance counts in the database, so two instances allow the limit once.
  const store = config.sharedRateLimits ? sharedRateLimitStore(context.db) : undefined;
  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
  await app.register(multipart, {
    limits: {
      fileSize: config.maxUploadBytes,
      files: 10,
      fields: 60,
      fieldSize: LONGEST_FORM_FIELD_BYTES,
    },
  });
  registerActorScope(app);
});
