import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '@/sdk/schemas/audit';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { itemName } from '../content/itemName';
import { adminToken, image, seedContent } from './fixtures';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestApp();
  await seedContent(server.context.db);
  token = await adminToken(server.context.db);
});
afterAll(() => server.close());

const contentEntries = async () => {
  const answer = await call(server.app, '/api/admin/audit/getall', {
    token,
    json: { kind: 'content', pageSize: 100 },
  });
  return apiSuccess(AuditPage).parse(answer.body).data.items;
};

describe('the audit log names content items as people know them (issue 36)', () => {
  it('names a created and a deleted client by its title, keeping the id as the target', async () => {
    const created = await call(server.app, '/api/clientSection/create', {
      token,
      form: { clientTitle: 'Acme Learning', clientImgAlt: 'Acme Learning logo' },
      files: { clientImg: await image('png') },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as { _id: string })._id;
    const deleted = await call(server.app, '/api/clientSection/delete', {
      token,
      json: { clientSectionId: id },
    });
    expect(deleted.status).toBe(200);
    const [removal, creation] = await contentEntries();
    expect(removal).toMatchObject({
      action: 'clients.delete',
      target: id,
      summary: 'deleted clients “Acme Learning”',
    });
    expect(creation).toMatchObject({ summary: 'created clients “Acme Learning”' });
  });

  it('names a section by its key alone: it has one record', async () => {
    const answer = await call(server.app, '/api/businessSectionContent/update', {
      token,
      json: { businessSectionId: 'business-1', cities: 9, teachers: 9, students: 9 },
    });
    expect(answer.status).toBe(200);
    const [entry] = await contentEntries();
    expect(entry).toMatchObject({ target: 'business-1', summary: 'updated business' });
  });
});

describe('itemName', () => {
  it('prefers the person, then the label, a title, the question', () => {
    expect(itemName({ testimonialDesc: 'Great', testimonialPersonName: 'Priya Verma' })).toBe(
      'Priya Verma',
    );
    expect(itemName({ label: 'Live Classes', title: 'Teach live' })).toBe('Live Classes');
    expect(itemName({ clientTitle: ' Acme ' })).toBe('Acme');
    expect(itemName({ question: 'Is there a trial?', answer: 'Yes.' })).toBe('Is there a trial?');
    expect(itemName({ clientImg: 'uploads/x.png' })).toBeUndefined();
  });
});
