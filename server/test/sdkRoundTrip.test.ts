import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk, configureApi, ApiError } from '@/sdk';
import { demoCourse, demoHome, demoLaunch } from '../demo/demoCopy';
import { image, seedContent } from './fixtures';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// The real sdk against the real server over HTTP: every answer must parse with the sdk's schemas.
let server: TestServer;
let token: string | null = null;
let png: Blob;

beforeAll(async () => {
  server = await startTestApp();
  await seedContent(server.context.db);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  configureApi({ baseURL: `http://127.0.0.1:${port}`, getToken: () => token });
  png = new Blob([new Uint8Array(await image('png'))], { type: 'image/png' });
});
afterAll(() => server.close());

describe('every endpoint through the sdk', () => {
  it('signs in with the first admin', async () => {
    const answer = await sdk.auth.login({ username: 'admin', password: 'first-admin-password' });
    expect(answer.token).toHaveLength(43);
    expect(Date.parse(answer.expiresAt)).toBeGreaterThan(Date.now());
    token = answer.token;
  });

  it('reads and updates the singletons', async () => {
    const [home] = await sdk.home.getAll();
    const updated = await sdk.home.update(
      { ...demoHome, bannerTitle: 'New title', homeSettingId: home?._id ?? '' },
      { bannerImage: png },
    );
    expect(updated.item.bannerTitle).toBe('New title');
    expect(updated.item.bannerImage).toMatch(/^uploads\/[\w-]+\.png$/);
    const course = await sdk.course.update(
      { ...demoCourse, courseId: 'course-1' },
      { courseImage: png },
    );
    expect(course.item.courseImage).toMatch(/^uploads\//);
    expect(await sdk.course.getAll()).toHaveLength(1);
    const launch = await sdk.launch.update(
      { ...demoLaunch, launchSectionId: 'launch-1' },
      { launchImage: png },
    );
    expect(launch.item._id).toBe('launch-1');
    expect(await sdk.launch.getAll()).toHaveLength(1);
    const business = await sdk.business.update({
      businessSectionId: 'business-1',
      cities: 1,
      teachers: 2,
      students: 3,
    });
    expect(business.item).toMatchObject({ cities: 1, teachers: 2, students: 3 });
    expect(await sdk.business.getAll()).toHaveLength(1);
  });

  it('creates, updates and deletes a client', async () => {
    const { item: client } = await sdk.clients.create(
      { clientTitle: 'Acme', clientImgAlt: 'Acme logo' },
      { clientImg: png },
    );
    expect((await sdk.clients.getAll())[0]?._id).toBe(client._id);
    const toggled = await sdk.clients.update({
      ...client,
      clientSectionId: client._id,
      isActive: false,
    });
    expect(toggled.item).toMatchObject({ isActive: false, clientImg: client.clientImg });
    expect(await sdk.clients.getAll({ _id: client._id })).toHaveLength(1);
    expect((await sdk.clients.delete({ clientSectionId: client._id })).id).toBe(client._id);
  });

  it('creates, updates and deletes a testimonial', async () => {
    const fields = {
      testimonialDesc: 'Good',
      testimonialPersonName: 'Ravi',
      rating: 4,
      testimonialImgAlt: 'Ravi at his desk',
    };
    const { item: testimonial } = await sdk.testimonials.create(fields, { testimonialImg: png });
    const id = testimonial._id;
    const updated = await sdk.testimonials.update(
      // A new image brings its own alt text (issue 33).
      { testimonialSectionId: id, rating: 2, testimonialImgAlt: 'Ravi, a new photo' },
      { testimonialImg: png },
    );
    expect(updated.item.rating).toBe(2);
    expect(updated.item.testimonialImg).not.toBe(testimonial.testimonialImg);
    expect(await sdk.testimonials.getAll({ testimonialSectionId: id })).toHaveLength(1);
    expect((await sdk.testimonials.delete({ testimonialSectionId: id })).id).toBe(id);
  });

  it('stores a lead', async () => {
    const lead = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Hi' };
    const stored = await sdk.leads.create(lead);
    expect(stored).toMatchObject({ ...lead, status: 'new', note: '' });
  });

  it('signs out, after which writes are refused', async () => {
    await sdk.auth.logout();
    const refused = sdk.business.update({
      businessSectionId: 'business-1',
      cities: 1,
      teachers: 1,
      students: 1,
    });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 401 });
  });
});
