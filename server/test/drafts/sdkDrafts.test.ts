import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, configureApi, sdk } from '@/sdk';
import { previewPath } from '@/sdk/schemas/previewLinks';
import { adminToken, image, seedContent } from '../fixtures';
import { startTestApp } from '../testApp';
import type { TestServer } from '../testApp';

// The sdk's issue-37 calls against the real server over HTTP: every answer parses with the sdk's
// schemas, and the typed records are the declaration's.
let server: TestServer;
let png: Blob;

beforeAll(async () => {
  server = await startTestApp();
  await seedContent(server.context.db);
  const token = await adminToken(server.context.db);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  configureApi({ baseURL: `http://127.0.0.1:${port}`, getToken: () => token });
  png = new Blob([new Uint8Array(await image('png'))], { type: 'image/png' });
});
afterAll(() => server.close());

describe('drafts, history, trash, releases and preview links through the sdk', () => {
  it('saves a draft with a new picture, compares it and publishes it', async () => {
    const { draft } = await sdk.drafts.save(
      'clients',
      { clientSectionId: 'client-1', clientTitle: 'Drafted', clientImgAlt: 'The new logo' },
      { clientImg: png },
    );
    expect(draft.draft.clientTitle).toBe('Drafted');
    expect(draft.published?.clientTitle).toBe('Active client');
    expect(draft.changedFields.sort()).toEqual(['clientImg', 'clientImgAlt', 'clientTitle']);
    expect((await sdk.drafts.list({ key: 'clients' })).map((d) => d.id)).toEqual(['client-1']);
    const published = await sdk.drafts.publish({ key: 'clients', id: 'client-1' });
    const version = await sdk.versions.get(published.versionId);
    const image = version.fields.find((field) => field.name === 'clientImg');
    expect(image).toMatchObject({ kind: 'image', changed: true, before: 'uploads/fixture.png' });
    expect(version.fields.find((field) => field.name === 'isActive')?.changed).toBe(false);
  });

  it('drafts a new item, restores an old version, and uses the trash', async () => {
    const { draft } = await sdk.drafts.save('faqs', { question: 'New?', answer: 'Yes.' });
    expect(draft.isNew).toBe(true);
    await sdk.drafts.discard({ key: 'faqs', id: draft.id });
    const page = await sdk.versions.list({ key: 'clients', id: 'client-1' });
    const restored = await sdk.versions.restore(page.items.at(-1)!._id);
    expect(restored.draft.clientTitle).toBe('Active client');
    await sdk.drafts.discard({ key: 'clients', id: 'client-1' });
    await sdk.faqs.delete({ faqSectionId: 'faq-1' });
    expect((await sdk.trash.undo({ key: 'faqs', id: 'faq-1' })).id).toBe('faq-1');
    await sdk.faqs.delete({ faqSectionId: 'faq-1' });
    const [item] = await sdk.trash.list();
    expect((await sdk.trash.restore(item!._id)).record.question).toBe('Is there an app?');
  });

  it('schedules a release in India time, and makes and revokes preview links', async () => {
    await sdk.drafts.save('faqs', { faqSectionId: 'faq-1', answer: 'Later.' });
    const release = await sdk.releases.create({
      name: 'Later',
      items: [{ key: 'faqs', id: 'faq-1' }],
    });
    const scheduled = await sdk.releases.schedule(release._id, '2030-06-01T10:00:00+05:30');
    expect(scheduled.scheduledAt).toBe('2030-06-01T04:30:00.000Z');
    expect((await sdk.releases.unschedule(release._id)).status).toBe('open');
    expect((await sdk.releases.publish(release._id)).status).toBe('published');
    const link = await sdk.preview.create({ label: 'Priya', hours: 1 });
    expect(link.path).toBe(previewPath(link.token));
    expect((await sdk.preview.list()).map((l) => l._id)).toContain(link._id);
    expect((await sdk.preview.revoke(link._id)).active).toBe(false);
    expect(await sdk.publishing.get()).toEqual({ editorsNeedReview: false });
  });

  it('refuses bad input before sending, with the schema message', async () => {
    const error = await sdk.releases.schedule('x', 'next tuesday').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400 });
  });
});
