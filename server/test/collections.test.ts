import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientItem, TestimonialItem } from '@/sdk/content';
import { apiSuccess } from '@/sdk/schemas';
import { z } from 'zod';
import { demoHome } from '../demo/demoCopy';
import { adminToken, seedContent } from './fixtures';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

let server: TestServer;
let token: string;
const clients = (body: unknown, withToken = false) =>
  call(server.app, '/api/clientSection/getall', { json: body, token: withToken ? token : '' });
const ids = (answer: { body: unknown }) =>
  apiSuccess(z.array(ClientItem.or(TestimonialItem)))
    .parse(answer.body)
    .data.map((i) => i._id);

beforeAll(async () => {
  server = await startTestApp();
  await seedContent(server.context.db);
  token = await adminToken(server.context.db);
});
afterAll(() => server.close());

describe('client and testimonial lists', () => {
  it('shows visitors active items only, whatever the filter says', async () => {
    expect(ids(await clients({}))).toEqual(['client-1']);
    expect(ids(await clients({ isActive: false }))).toEqual([]);
    expect(ids(await clients({ _id: 'client-2' }))).toEqual([]);
    const testimonials = await call(server.app, '/api/testimonialSection/getall');
    expect(ids(testimonials)).toEqual(['testimonial-1']);
  });

  it('shows admins every item, narrowed by the filter', async () => {
    expect(ids(await clients({}, true)).sort()).toEqual(['client-1', 'client-2']);
    expect(ids(await clients({ isActive: false }, true))).toEqual(['client-2']);
    expect(ids(await clients({ clientSectionId: 'client-2' }, true))).toEqual(['client-2']);
    expect(ids(await clients({ _id: 'unknown' }, true))).toEqual([]);
  });

  it('updates only the fields sent (status toggle keeps title and image)', async () => {
    const answer = await call(server.app, '/api/testimonialSection/update', {
      token,
      form: { testimonialSectionId: 'testimonial-2', isActive: 'true' },
    });
    const { data } = apiSuccess(TestimonialItem).parse(answer.body);
    expect(data).toMatchObject({ isActive: true, rating: 3, testimonialPersonName: 'Asha' });
  });

  it('refuses a rating outside 1-5 and a negative or fractional counter', async () => {
    const rating = await call(server.app, '/api/testimonialSection/update', {
      token,
      json: { testimonialSectionId: 'testimonial-1', rating: 6 },
    });
    expect(rating.status).toBe(400);
    for (const cities of ['-1', '2.5', 'many']) {
      const answer = await call(server.app, '/api/businessSectionContent/update', {
        token,
        form: { businessSectionId: 'business-1', cities, teachers: '1', students: '1' },
      });
      expect(answer.status).toBe(400);
    }
  });
});

describe('home content is one record', () => {
  it('refuses a second create with 409', async () => {
    const answer = await call(server.app, '/api/teacherHomePage/create', { token, json: demoHome });
    expect(answer).toMatchObject({ status: 409, body: { success: false } });
  });
});
