import type { FastifyPluginAsync } from 'fastify';
import { contentDefinitionList } from '@/sdk/content';
import type { ServerContext } from '../context';
import { registerBlockImages } from './blockImages';
import { registerCollection } from './collectionRoutes';
import { registerDrafts } from './drafts/draftRoutes';
import { registerHistory } from './history/historyRoutes';
import { registerPageActivity } from './pageActivity';
import { registerPreviewLinks } from './preview/previewLinkRoutes';
import { registerPreviewRender } from './preview/previewRenderRoute';
import { registerRedirects } from './redirects/redirectRoutes';
import { registerReleases } from './releases/releaseRoutes';
import { registerSingleton } from './singletonRoutes';

/**
 * The endpoints of every declared collection and section (sdk/content), and of their drafts,
 * history, trash, releases, preview links and publishing settings (issue 37, docs/drafts.md).
 */
export const contentRoutes =
  (context: ServerContext): FastifyPluginAsync =>
  async (app) => {
    for (const definition of contentDefinitionList) {
      if (definition.kind === 'collection') registerCollection(app, context, definition);
      else registerSingleton(app, context, definition);
    }
    registerDrafts(app, context);
    registerHistory(app, context);
    registerReleases(app, context);
    registerPreviewLinks(app, context);
    registerPreviewRender(app, context);
    registerRedirects(app, context);
    registerPageActivity(app, context);
    registerBlockImages(app, context);
  };
