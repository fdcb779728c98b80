import type { FastifyPluginAsync } from 'fastify';
import { contentDefinitionList } from '@/sdk/content';
import type { ServerContext } from '../context';
import { registerCollection } from './collectionRoutes';
import { registerSingleton } from './singletonRoutes';

/** The endpoints of every declared collection and section (sdk/content). */
export const contentRoutes =
  (context: ServerContext): FastifyPluginAsync =>
  async (app) => {
    for (const definition of contentDefinitionList) {
      if (definition.kind === 'collection') registerCollection(app, context, definition);
      else registerSingleton(app, context, definition);
    }
  };
