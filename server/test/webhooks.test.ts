import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebhookPayload } from '@/sdk/schemas/webhookPayloads';
import type { WebhookCreated, WebhookDelivery } from '@/sdk/schemas/webhooks';
import { databaseBackends } from './backends';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { adminToken, seedContent, signedInUser } from './fixtures';
import type { SeededContent } from './fixtures';
import { baseLead, seedLead } from './leadSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';
import { startReceiver, verifySignature } from './webhookReceiver';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Polls the delivery log of a webhook until `done` holds (the worker runs on its own). */
async function deliveriesUntil(
  server: TestServer,
  token: string,
  webhookId: string,
  done: (items: WebhookDelivery[]) => boolean,
  ms = 10_000,
): Promise<WebhookDelivery[]> {
  const end = Date.now() + ms;
  for (;;) {
    const page = await call(server.app, '/api/admin/webhooks/deliveries/getall', {
      token,
      json: { webhookId },
    });
    const items = (page.body.data as { items: WebhookDelivery[] }).items;
    if (done(items)) return items;
    if (Date.now() > end) throw new Error(`deliveries never settled: ${JSON.stringify(items)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(databaseBackends())('webhooks on $name', (backend) => {
  let opened: Awaited<ReturnType<typeof backend.open>>;
  let server: TestServer;
  let token: string;
  let seeded: SeededContent;
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    opened = await backend.open();
    // The receivers run on 127.0.0.1: an intranet install's switch; retries after 50 ms.
    server = await startTestApp(
      { webhooks: { allowPrivate: true, retryBaseMs: 50, maxAttempts: 3, pollMs: 50 } },
      opened.database,
    );
    token = await adminToken(server.context.db);
    seeded = await seedContent(server.context.db);
  });
  afterEach(async () => {
    await server.context.db.delete(webhookEndpoints);
    for (const receiver of receivers.splice(0)) await receiver.close();
  });
  afterAll(async () => {
    await server?.close();
    await opened?.dispose();
  });

  async function register(
    reply: Parameters<typeof startReceiver>[0],
    events: string[],
  ): Promise<{ receiver: Receiver; webhook: WebhookCreated }> {
    const receiver = await startReceiver(reply);
    receivers.push(receiver);
    const created = await call(server.app, '/api/admin/webhooks/create', {
      token,
      json: { url: receiver.url, events, description: 'CRM' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return { receiver, webhook: created.body.data as WebhookCreated };
  }

  it('shows the secret once, never lists it, and stores it only sealed', async () => {
    const { webhook } = await register(() => 200, ['lead.created']);
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await call(server.app, '/api/admin/webhooks/getall', { token });
    expect(JSON.stringify(list.body)).not.toContain(webhook.secret);
    expect(list.headers['cache-control']).toBe('no-store');
    const [row] = await server.context.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, webhook._id));
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(row?.secretSealed).not.toContain(webhook.secret.slice(6, 20));
  });

  it('delivers a signed lead.created for a new lead, and nothing for spam', async () => {
    const { receiver, webhook } = await register(() => 200, ['lead.created']);
    const created = await call(server.app, '/api/leads/create', { json: baseLead });
    expect(created.status).toBe(200);
    await call(server.app, '/api/leads/create', { json: { ...baseLead, website: 'bot.example' } });
    const [first] = await receiver.waitFor(1);
    expect(verifySignature(webhook.secret, first!)).toBe(true);
    const payload = WebhookPayload.parse(JSON.parse(first!.body));
    expect(payload.type).toBe('lead.created');
    expect(payload.id).toBe(first!.headers['webhook-id']);
    expect(payload.type === 'lead.created' && payload.data.lead).toMatchObject(
      created.body.data as object,
    );
    // With the inbox's data (issue 46): a new person's contact, nobody's yet, nothing noted.
    expect(payload.type === 'lead.created' && payload.data.lead).toMatchObject({
      statusLabel: 'New',
      contactId: expect.any(String),
      owner: null,
      nextFollowUp: null,
      latestNote: null,
    });
    const items = await deliveriesUntil(
      server,
      token,
      webhook._id,
      (d) => d[0]?.status === 'succeeded',
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ attempts: 1, responseStatus: 200, eventType: 'lead.created' });
    expect(items[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    // The spam lead was not sent: still one request after the worker had time for another.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(1);
  });

  it('a tampered body or another secret does not verify', async () => {
    const { receiver, webhook } = await register(() => 200, ['lead.created']);
    await call(server.app, '/api/leads/create', { json: baseLead });
    const [got] = await receiver.waitFor(1);
    expect(
      verifySignature(webhook.secret, { ...got!, body: got!.body.replace('Asha', 'Usha') }),
    ).toBe(false);
    expect(verifySignature(`whsec_${Buffer.alloc(32).toString('base64')}`, got!)).toBe(false);
  });

  it('retries a receiver that answered 500 with backoff, with the same id and a fresh signature', async () => {
    const { receiver, webhook } = await register((n) => (n === 0 ? 500 : 204), ['lead.created']);
    await call(server.app, '/api/leads/create', { json: baseLead });
    const [first, second] = await receiver.waitFor(2);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    expect(verifySignature(webhook.secret, second!)).toBe(true);
    // The first retry waits the base (50 ms) at least.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(50);
    const [delivery] = await deliveriesUntil(
      server,
      token,
      webhook._id,
      (d) => d[0]?.status === 'succeeded',
    );
    expect(delivery).toMatchObject({ attempts: 2, responseStatus: 204, error: null });
  });

  it('gives a delivery up after its attempts, and "send again" sends the same event anew', async () => {
    const { receiver, webhook } = await register((n) => (n < 3 ? 503 : 200), ['lead.created']);
    await call(server.app, '/api/leads/create', { json: baseLead });
    const [failed] = await deliveriesUntil(
      server,
      token,
      webhook._id,
      (d) => d[0]?.status === 'failed',
    );
    expect(failed).toMatchObject({ attempts: 3, responseStatus: 503, nextAttemptAt: null });
    expect(failed!.error).toContain('503');
    const resent = await call(server.app, '/api/admin/webhooks/deliveries/resend', {
      token,
      json: { deliveryId: failed!._id },
    });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ resentFrom: failed!._id, eventId: failed!.eventId });
    const items = await deliveriesUntil(server, token, webhook._id, (d) =>
      d.some((x) => x.status === 'succeeded'),
    );
    expect(items).toHaveLength(2);
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[3]!.headers['webhook-id']).toBe(failed!.eventId);
  });

  it('tells lead.updated with what changed, to endpoints that asked for it only', async () => {
    const updates = await register(() => 200, ['lead.updated']);
    const creates = await register(() => 200, ['lead.created']);
    await seedLead(server.context.db, 'lead-w1', '2026-11-01T09:00:00Z');
    const changed = await call(server.app, '/api/leads/update', {
      token,
      json: { leadId: 'lead-w1', status: 'contacted' },
    });
    expect(changed.status).toBe(200);
    const [got] = await updates.receiver.waitFor(1);
    const payload = WebhookPayload.parse(JSON.parse(got!.body));
    expect(payload).toMatchObject({
      type: 'lead.updated',
      data: { changes: ['status'], newValues: { status: 'contacted' } },
    });
    expect(payload.type === 'lead.updated' && payload.data.lead.status).toBe('contacted');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(creates.receiver.received).toHaveLength(0);
  });

  it('lead.updated after an assignment carries the owner, the follow-up and the latest note', async () => {
    const { receiver } = await register(() => 200, ['lead.updated']);
    const created = await call(server.app, '/api/leads/create', {
      json: { ...baseLead, email: 'owner.test@school.in', mobile: '9000000046' },
    });
    const { _id: leadId } = created.body.data as { _id: string };
    const sales = await signedInUser(server.context.db, 'meera-46', { role: 'sales' });
    const inbox = await call(server.app, '/api/leads/getall', {
      token,
      json: { search: 'owner.test' },
    });
    const { contactId } = (inbox.body.data as { items: { contactId: string }[] }).items[0]!;
    const noted = await call(server.app, '/api/contacts/notes/create', {
      token: sales.token,
      json: { contactId, text: 'Wants a demo on Monday.' },
    });
    expect(noted.status).toBe(200);
    const assigned = await call(server.app, '/api/contacts/update', {
      token: sales.token,
      json: { contactId, ownerId: sales.id, nextFollowUp: '2026-12-07' },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const [got] = await receiver.waitFor(1);
    const payload = WebhookPayload.parse(JSON.parse(got!.body));
    if (payload.type !== 'lead.updated') throw new Error(payload.type);
    const owner = { _id: sales.id, username: 'meera-46' };
    expect(payload.data.changes).toEqual(['owner', 'nextFollowUp']);
    // Before issue 46 it named the change and carried no owner.
    expect(payload.data.newValues).toEqual({ owner, nextFollowUp: '2026-12-07' });
    expect(payload.data.lead).toMatchObject({
      _id: leadId,
      contactId,
      owner,
      nextFollowUp: '2026-12-07',
      latestNote: { text: 'Wants a demo on Monday.', by: 'meera-46' },
    });
    expect(Date.parse(payload.data.lead.latestNote!.at)).not.toBeNaN();
  });

  it('tells content.published for a spec write, and once for a release with its items', async () => {
    const { receiver } = await register(() => 200, ['content.published']);
    const faq = seeded.faqs[0]!;
    const write = await call(server.app, '/api/faqSection/update', {
      token,
      json: { faqSectionId: faq._id, question: 'Changed question?' },
    });
    expect(write.status).toBe(200);
    const [one] = await receiver.waitFor(1);
    expect(JSON.parse(one!.body)).toMatchObject({
      type: 'content.published',
      data: { items: [{ key: 'faqs', id: faq._id, action: 'update' }], release: null },
    });
    const drafts = await Promise.all(
      ['First', 'Second'].map((q) =>
        call(server.app, '/api/faqSection/draft', {
          token,
          json: { question: `${q}?`, answer: 'Yes.' },
        }),
      ),
    );
    const ids = drafts.map((d) => (d.body.data as { id: string }).id);
    const release = await call(server.app, '/api/releases/create', {
      token,
      json: { name: 'Diwali', items: ids.map((id) => ({ key: 'faqs', id })) },
    });
    const releaseId = (release.body.data as { _id: string })._id;
    expect(
      (await call(server.app, '/api/releases/publish', { token, json: { releaseId } })).status,
    ).toBe(200);
    const [, two] = await receiver.waitFor(2);
    const payload = WebhookPayload.parse(JSON.parse(two!.body));
    expect(payload).toMatchObject({
      type: 'content.published',
      data: { release: { id: releaseId, name: 'Diwali' } },
    });
    expect(
      payload.type === 'content.published' && payload.data.items.map((i) => i.id).sort(),
    ).toEqual([...ids].sort());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(2);
  });

  it('sends a test delivery in the request and logs it; switching off gives up waiting ones', async () => {
    const { receiver, webhook } = await register((n) => (n === 0 ? 200 : 'hang'), ['lead.created']);
    const tested = await call(server.app, '/api/admin/webhooks/test', {
      token,
      json: { webhookId: webhook._id },
    });
    expect(tested.status).toBe(200);
    expect(tested.body.data).toMatchObject({
      eventType: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
    });
    const [got] = await receiver.waitFor(1);
    expect(verifySignature(webhook.secret, got!)).toBe(true);
    await server.context.db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(Date.now() + 60_000) });
    const off = await call(server.app, '/api/admin/webhooks/update', {
      token,
      json: { webhookId: webhook._id, active: false },
    });
    expect(off.body.data).toMatchObject({ active: false });
    const rows = await server.context.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhook._id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });

  it('answers 400 for bad input and 404 for unknown ids, storing nothing', async () => {
    const bad = [
      { url: 'ftp://example.com/x', events: ['lead.created'] },
      { url: 'https://user:pw@example.com/x', events: ['lead.created'] },
      { url: 'https://example.com/x', events: [] },
      { url: 'https://example.com/x', events: ['lead.deleted'] },
      { url: 'not a url', events: ['lead.created'] },
      { url: 'https://example.com/x', events: ['lead.created'], admin: true },
    ];
    for (const json of bad) {
      const answer = await call(server.app, '/api/admin/webhooks/create', { token, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.msg).toEqual(expect.any(String));
    }
    expect(await server.context.db.select().from(webhookEndpoints)).toEqual([]);
    for (const [url, json] of [
      ['/api/admin/webhooks/update', { webhookId: 'nope', active: false }],
      ['/api/admin/webhooks/delete', { webhookId: 'nope' }],
      ['/api/admin/webhooks/test', { webhookId: 'nope' }],
      ['/api/admin/webhooks/deliveries/getall', { webhookId: 'nope' }],
      ['/api/admin/webhooks/deliveries/resend', { deliveryId: 'nope' }],
    ] as const) {
      const answer = await call(server.app, url, { token, json });
      expect(answer.status, url).toBe(404);
    }
  });
});
