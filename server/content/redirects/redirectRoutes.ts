import type { FastifyInstance } from 'fastify';
import { RedirectCreate, RedirectMessages, RedirectRef } from '@/sdk/schemas/redirects';
import { recordAudit } from '../../audit/auditLog';
import { actorOf } from '../../auth/guard';
import type { ServerContext } from '../../context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { readJson } from '../../http/form';
import { parseInput } from '../../http/input';
import { liveSiteChanged } from '../liveSiteChanged';
import { livePaths } from '../servedPaths';
import { draftGuards, publishGuards } from '../publishing';
import { createRedirect, deleteRedirect, listRedirects } from './redirectStore';

/**
 * Redirects (issue 44 item 4): listed for the content role; added and removed by whoever may
 * publish (a redirect changes the live site at once, so with "editors need review" on, admins).
 * Each write is audited and makes every instance's cached pages stale, as a content write does.
 */
export function registerRedirects(app: FastifyInstance, context: ServerContext) {
  const { db } = context;

  const changed = (from: string) => liveSiteChanged(context, 'redirects', from);

  app.post('/api/redirects/getall', draftGuards(db), async () => ok('OK', await listRedirects(db)));

  app.post('/api/redirects/create', publishGuards(db), async (request) => {
    const input = parseInput(RedirectCreate, readJson(request));
    const redirect = await createRedirect(
      db,
      input,
      await livePaths(db),
      actorOf(request).username,
    );
    await recordAudit(db, {
      kind: 'content',
      action: 'redirects.create',
      target: redirect.from,
      summary: `redirected ${redirect.from} to ${redirect.to}`,
    });
    await changed(redirect.from);
    return ok(RedirectMessages.created, redirect);
  });

  app.post('/api/redirects/delete', publishGuards(db), async (request) => {
    const { from } = parseInput(RedirectRef, readJson(request));
    const removed = await deleteRedirect(db, from);
    if (!removed) throw notFound(RedirectMessages.notFound);
    await recordAudit(db, {
      kind: 'content',
      action: 'redirects.delete',
      target: from,
      summary: `removed the redirect from ${from} (to ${removed.to})`,
    });
    await changed(from);
    return ok(RedirectMessages.deleted, removed);
  });
}
