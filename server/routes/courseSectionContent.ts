import type { FastifyPluginAsync } from 'fastify';
import { CourseUpdate } from '@/sdk/schemas/course';
import { requireAdmin } from '../auth/guard';
import type { ServerContext } from '../context';
import { listCourse, toCourseSection, updateCourse } from '../data/courseSection';
import { replacedPaths } from '../data/rows';
import { Messages, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { readForm } from '../http/form';
import { parseInput } from '../http/input';
import { withUploadedImages } from '../media/uploadedImages';

const IMAGE_FIELDS = ['courseImage'] as const;

export const courseRoutes =
  ({ db, media }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.post('/api/courseSectionContent/getall', async () => {
      const rows = await listCourse(db);
      return ok(Messages.fetched, rows.map(toCourseSection));
    });

    app.post(
      '/api/courseSectionContent/update',
      { preHandler: requireAdmin(db) },
      async (request) => {
        const form = await readForm(request, IMAGE_FIELDS);
        const { courseId, ...fields } = parseInput(CourseUpdate, form.fields);
        const row = await withUploadedImages(media, form.files, IMAGE_FIELDS, async (paths) => {
          const change = await updateCourse(db, courseId, { ...fields, ...paths });
          if (!change) throw notFound('No course section with this id.');
          const obsolete = replacedPaths(change.before, change.after, IMAGE_FIELDS);
          return { result: change.after, obsolete };
        });
        return ok(Messages.added, [toCourseSection(row)]);
      },
    );
  };
