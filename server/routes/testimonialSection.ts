import type { FastifyPluginAsync } from 'fastify';
import {
  TestimonialCreate,
  TestimonialDelete,
  TestimonialFilter,
  TestimonialUpdate,
} from '@/sdk/schemas/testimonial';
import { isAdmin, requireAdmin } from '../auth/guard';
import type { ServerContext } from '../context';
import {
  deleteTestimonial,
  insertTestimonial,
  listTestimonials,
  toTestimonialItem,
  updateTestimonial,
} from '../data/testimonials';
import { replacedPaths } from '../data/rows';
import { Messages, ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { readForm, readJson } from '../http/form';
import { parseInput } from '../http/input';
import { withUploadedImages } from '../media/uploadedImages';

const IMAGE_FIELDS = ['testimonialImg'] as const;
const NOT_FOUND = 'No testimonial with this id.';

export const testimonialRoutes =
  ({ db, media }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const adminOnly = { preHandler: requireAdmin(db) };

    app.post('/api/testimonialSection/getall', async (request) => {
      const filter = parseInput(TestimonialFilter, readJson(request));
      const admin = await isAdmin(db, request);
      // Visitors see active testimonials only, whatever the filter asks for (docs/api.md).
      if (!admin && filter.isActive === false) return ok(Messages.fetched, []);
      const rows = await listTestimonials(db, {
        id: filter._id ?? filter.testimonialSectionId,
        isActive: admin ? filter.isActive : true,
      });
      return ok(Messages.fetched, rows.map(toTestimonialItem));
    });

    app.post('/api/testimonialSection/create', adminOnly, async (request) => {
      const form = await readForm(request, IMAGE_FIELDS);
      const fields = parseInput(TestimonialCreate, form.fields);
      if (!form.files.has('testimonialImg')) {
        throw badRequest('Choose an image file.', [
          { path: ['testimonialImg'], message: 'Choose an image file.' },
        ]);
      }
      const row = await withUploadedImages(media, form.files, IMAGE_FIELDS, async (paths) => {
        const created = await insertTestimonial(db, {
          testimonialDesc: fields.testimonialDesc,
          testimonialPersonName: fields.testimonialPersonName,
          rating: fields.rating,
          testimonialImg: paths.testimonialImg ?? '',
          isActive: fields.isActive ?? true,
        });
        return { result: created, obsolete: [] };
      });
      return ok(Messages.added, toTestimonialItem(row));
    });

    app.post('/api/testimonialSection/update', adminOnly, async (request) => {
      const form = await readForm(request, IMAGE_FIELDS);
      // testimonialImg as text (the toggle sends the stored path back) is dropped: only files count.
      const {
        testimonialSectionId,
        testimonialImg: _path,
        ...changes
      } = parseInput(TestimonialUpdate, form.fields);
      const row = await withUploadedImages(media, form.files, IMAGE_FIELDS, async (paths) => {
        const change = await updateTestimonial(db, testimonialSectionId, {
          ...changes,
          testimonialImg: paths.testimonialImg,
        });
        if (!change) throw notFound(NOT_FOUND);
        const obsolete = replacedPaths(change.before, change.after, IMAGE_FIELDS);
        return { result: change.after, obsolete };
      });
      return ok(Messages.updated, toTestimonialItem(row));
    });

    app.post('/api/testimonialSection/delete', adminOnly, async (request) => {
      const { testimonialSectionId } = parseInput(TestimonialDelete, readJson(request));
      const row = await deleteTestimonial(db, testimonialSectionId);
      if (!row) throw notFound(NOT_FOUND);
      // The row is gone (committed); now its picture can go too.
      await media.remove(row.testimonialImg);
      return ok(Messages.deleted, { _id: row.id });
    });
  };
