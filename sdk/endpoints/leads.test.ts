import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, readStoredToken } from '../client';
import { ApiError } from '../errors';
import { exportLeadsCsv, listLeads, updateLead } from './leads';

const BOM = '\uFEFF';
const answer = (status: number, body: BodyInit, headers: Record<string, string>) =>
  vi.fn(async () => new Response(body, { status, headers })) as unknown as typeof fetch;

afterEach(() => configureApi({ baseURL: '', getToken: readStoredToken, fetch: undefined }));

describe('exportLeadsCsv', () => {
  it('answers the text, the exact bytes (BOM kept) and the server-chosen filename', async () => {
    const csv = 'Name\r\nÅsha Rāo\r\n';
    configureApi({
      getToken: () => 'token',
      fetch: answer(200, new TextEncoder().encode(BOM + csv), {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="leads-2026-11-21.csv"',
      }),
    });
    const file = await exportLeadsCsv({ status: 'new' });
    expect(file.filename).toBe('leads-2026-11-21.csv');
    expect(file.csv).toBe(csv);
    const bytes = new Uint8Array(await file.file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.file.type).toBe('text/csv;charset=utf-8');
  });

  it("maps a failure to ApiError with the server's msg", async () => {
    configureApi({
      fetch: answer(401, JSON.stringify({ success: false, msg: 'Please sign in again.' }), {
        'content-type': 'application/json',
      }),
    });
    await expect(exportLeadsCsv()).rejects.toMatchObject({
      status: 401,
      msg: 'Please sign in again.',
    });
  });

  it('refuses an answer that is not CSV (an HTML fallback page)', async () => {
    configureApi({ fetch: answer(200, '<!doctype html>', { 'content-type': 'text/html' }) });
    const error = await exportLeadsCsv().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
  });
});

describe('inbox input checks', () => {
  it('refuses bad input with a 400 before anything is sent', async () => {
    const fetchSpy = answer(200, '{}', {});
    configureApi({ fetch: fetchSpy });
    await expect(listLeads({ pageSize: 500 })).rejects.toMatchObject({ status: 400 });
    await expect(updateLead({ leadId: 'l1' })).rejects.toMatchObject({
      status: 400,
      msg: 'Change the status or the note.',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
