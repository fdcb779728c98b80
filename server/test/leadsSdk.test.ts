import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, configureApi, sdk } from '@/sdk';
import { readStoredToken } from '@/sdk/client';
import { adminToken } from './fixtures';
import { parseCsv } from '@/test-support/csv';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// The inbox through the real sdk over real HTTP: fetch, redaxios, headers and bytes as a browser sees them.
let server: TestServer;
let token: string | null = null;

beforeAll(async () => {
  server = await startTestApp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  configureApi({ baseURL: `http://127.0.0.1:${port}`, getToken: () => token });
});
afterAll(async () => {
  configureApi({ baseURL: '', getToken: readStoredToken });
  await server.close();
});

describe('the leads inbox through the sdk', () => {
  it('is closed without a token', async () => {
    const error = await sdk.leads.exportCsv().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    await expect(sdk.leads.list()).rejects.toMatchObject({ status: 401 });
  });

  it('finds a new lead, marks it contacted, exports it and deletes it', async () => {
    const message = '=SUM(A1:A9), "soon"\nplease';
    const created = await sdk.leads.create({
      name: 'प्रिया शर्मा',
      email: 'priya@school.in',
      mobile: '9123456789',
      message,
    });
    token = await adminToken(server.context.db);
    const page = await sdk.leads.list({ search: 'PRIYA@' });
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(page.items[0]?._id).toBe(created?._id);

    const lead = await sdk.leads.update({ leadId: page.items[0]?._id ?? '', status: 'contacted' });
    expect(lead.status).toBe('contacted');

    const file = await sdk.leads.exportCsv({ status: 'contacted' });
    expect(file.filename).toMatch(/^leads-exported-\d{4}-\d{2}-\d{2}-IST\.csv$/);
    const bytes = new Uint8Array(await file.file.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [, row, ...rest] = parseCsv(file.csv);
    expect(rest).toEqual([]);
    expect(row?.slice(2, 7)).toEqual([
      'प्रिया शर्मा',
      'priya@school.in',
      '9123456789',
      `'${message}`,
      'contacted',
    ]);

    expect(await sdk.leads.delete({ leadId: lead._id })).toEqual({ _id: lead._id });
    await expect(sdk.leads.delete({ leadId: lead._id })).rejects.toMatchObject({ status: 404 });
    expect((await sdk.leads.list()).total).toBe(0);
  });
});
