import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { toFormData } from '../formData';
import { DeletedId, apiSuccess } from '../schemas/envelope';
import {
  TestimonialCreate,
  TestimonialDelete,
  TestimonialFilter,
  TestimonialItem,
  TestimonialUpdate,
} from '../schemas/testimonial';

/** Testimonials; anonymous callers get active ones only. A filter fetches one by id. */
export async function getTestimonials(filter?: TestimonialFilter) {
  const body = filter ? parseInput(TestimonialFilter, filter) : undefined;
  const answer = await post(
    '/api/testimonialSection/getall',
    body,
    apiSuccess(z.array(TestimonialItem)),
  );
  return answer.data;
}

export async function createTestimonial(fields: TestimonialCreate, testimonialImg: Blob) {
  const body = toFormData(parseInput(TestimonialCreate, fields), { testimonialImg });
  const answer = await post('/api/testimonialSection/create', body, apiSuccess(TestimonialItem));
  return { msg: answer.msg, testimonial: answer.data };
}

export async function updateTestimonial(fields: TestimonialUpdate, testimonialImg?: Blob | null) {
  const body = toFormData(parseInput(TestimonialUpdate, fields), { testimonialImg });
  const answer = await post('/api/testimonialSection/update', body, apiSuccess(TestimonialItem));
  return { msg: answer.msg, testimonial: answer.data };
}

export async function deleteTestimonial(target: TestimonialDelete) {
  const body = parseInput(TestimonialDelete, target);
  const answer = await post('/api/testimonialSection/delete', body, apiSuccess(DeletedId));
  return { msg: answer.msg, id: answer.data._id };
}
