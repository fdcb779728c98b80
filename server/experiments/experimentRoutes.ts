import type { FastifyPluginAsync } from 'fastify';
import {
  ExperimentCreate,
  ExperimentEnd,
  ExperimentMessages,
  ExperimentRef,
} from '@/sdk/schemas/experiments';
import { recordAudit } from '../audit/auditLog';
import { actorOf } from '../auth/guard';
import { picturesOfBlocks } from '../content/blockPictures';
import { pictures } from '../content/pictures';
import { draftGuards, publishGuards } from '../content/publishing';
import type { ServerContext } from '../context';
import { ok } from '../http/envelope';
import { liveSiteChanged } from '../content/liveSiteChanged';
import { conflict, notFound } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';
import { armTotals } from './experimentCounts';
import { checkedVariant, refusedConflict, saveVariantAsDraft } from './experimentPage';
import { experimentStats } from './experimentStats';
import { findExperiment, insertExperiment, listExperiments, markEnded } from './experimentStore';

/**
 * Experiments on blocks (issue 45 item 3, docs/api.md "Experiments"): read by the content role;
 * started and ended by whoever may publish (admins; editors while review is off), since both
 * change what visitors see at once. Each start and end is audited and makes every instance's
 * pages and running list stale (content/liveSiteChanged.ts).
 */
export const experimentRoutes =
  (context: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const { db } = context;

    app.post('/api/experiments/getall', draftGuards(db), async () =>
      ok('OK', await listExperiments(db)),
    );

    app.post('/api/experiments/create', publishGuards(db), async (request) => {
      const input = parseInput(ExperimentCreate, readJson(request));
      const variant = await checkedVariant(db, input);
      const { name, page, split } = input;
      const startedBy = actorOf(request).username;
      const experiment = await insertExperiment(db, { name, page, variant, split, startedBy });
      if (!experiment) throw refusedConflict('blockId', 'alreadyRunning');
      await recordAudit(db, {
        kind: 'content',
        action: 'experiments.create',
        target: experiment.id,
        summary: `started experiment “${name}” on /${page}, block ${variant.id} (${variant.type}), ${split}% see the variant`,
      });
      await liveSiteChanged(context, 'experiments', experiment.id);
      return ok(ExperimentMessages.started, experiment);
    });

    app.post('/api/experiments/results', draftGuards(db), async (request) => {
      const { id } = parseInput(ExperimentRef, readJson(request));
      const experiment = await findExperiment(db, id);
      if (!experiment) throw notFound(ExperimentMessages.notFound);
      const { control, variant } = await armTotals(db, id);
      return ok('OK', { experiment, ...experimentStats(control, variant, experiment.split) });
    });

    app.post('/api/experiments/end', publishGuards(db), async (request) => {
      const { id, keep } = parseInput(ExperimentEnd, readJson(request));
      const actor = actorOf(request);
      // One transaction: a variant that cannot be saved as a draft leaves the experiment running.
      const ended = await db.transaction(async (tx) => {
        const found = await findExperiment(tx, id);
        if (!found) throw notFound(ExperimentMessages.notFound);
        const done = await markEnded(tx, id, keep, actor.username);
        if (!done) throw conflict(ExperimentMessages.notRunning);
        if (keep === 'variant')
          await saveVariantAsDraft(tx, done.page, done.variant, {
            id: actor.id,
            username: actor.username,
          });
        return done;
      });
      const kept =
        keep === 'variant'
          ? 'keeping the variant (saved as a draft of the page)'
          : 'keeping the page as published';
      await recordAudit(db, {
        kind: 'content',
        action: 'experiments.end',
        target: id,
        summary: `ended experiment “${ended.name}” on /${ended.page}, ${kept}`,
      });
      // The variant no longer shows: its own picture goes unless something else names it (the
      // page's draft, when the variant was kept; the page itself, when the picture was the live one).
      await pictures(db, context.media).release(picturesOfBlocks([ended.variant]));
      await liveSiteChanged(context, 'experiments', id);
      return ok(
        keep === 'variant' ? ExperimentMessages.endedWithVariant : ExperimentMessages.ended,
        ended,
      );
    });
  };
