import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { publishDueReleases } from '../content/releases/publishRelease';
import { tellAuthors } from '../content/releases/releaseReviewMail';
import { scheduleRuns } from './periodicRun';

/** How often an instance looks for due releases: a release goes out at most this late. */
export const RELEASE_POLL_MS = 5_000;

/**
 * Publishes scheduled releases when they are due (issue 37): once when the server is ready (a
 * release that fell due while every instance was down goes out then), then every few seconds.
 * Every instance polls; the claim (FOR UPDATE SKIP LOCKED in the publishing transaction,
 * server/content/releases/publishRelease.ts) makes each release run once.
 */
export const scheduledReleasesJob =
  (context: ServerContext, pollMs = RELEASE_POLL_MS): FastifyPluginAsync =>
  async (app) => {
    // Review e-mails (issue 47): the editors whose waiting drafts a due release made live.
    const notifier = context.reviewNotifier;
    const run = async () => {
      try {
        for (const outcome of await publishDueReleases(context.db, context.contentWriteListeners)) {
          const { release } = outcome;
          if (outcome.kind === 'published') {
            app.log.info({ release: release._id }, 'scheduled release published');
            tellAuthors(notifier, release, outcome.released, app.log);
          } else
            app.log.warn(
              { release: release._id, failure: release.failure },
              'scheduled release failed',
            );
        }
      } catch (error) {
        // Retried on the next tick; it must never take the server down.
        app.log.error({ err: error }, 'scheduled releases run failed');
      }
    };
    scheduleRuns(app, run, { intervalMs: pollMs, readyAfterFirstRun: true });
  };
