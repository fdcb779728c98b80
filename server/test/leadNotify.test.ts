import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listLeads } from '../data/leads';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { createLeadNotifier } from '../notify/leadNotifier';
import type { LeadNotifyConfig } from '../notify/notifyConfig';
import { call } from './requests';
import { startSmtpInbox } from './smtpInbox';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';
import { UNKNOWN_ATTRIBUTION } from '@/sdk/schemas/leadAttribution';
import { NO_CONSENT } from '@/sdk/schemas/leadConsent';

const USER = 'site-mailer';
const PASS = 'mail password';
const notifyVia = (port: number): LeadNotifyConfig => ({
  smtp: { host: '127.0.0.1', port, secure: false, auth: { user: USER, pass: PASS } },
  confirmVisitor: false,
  to: 'sales@lms.example',
  from: 'site@lms.example',
});
const hostile = {
  name: '<script>alert("x")</script> Asha & Co',
  email: 'asha@school.in',
  mobile: '9876543210',
  message: `<img src=x onerror=alert(1)>\n"quoted" & 'single' — प्रिया`,
};

/** A port where nothing listens: connections are refused. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// One in-memory database for the file's apps (a new one is some 0.5 s of CPU); each test still
// starts its own app with its own mail settings, and looks only at the leads it sent.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(() => database.close());

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
async function appWith(config: LeadNotifyConfig): Promise<TestServer> {
  const server = await startTestApp({ leadNotify: config }, database);
  cleanups.push(() => server.close());
  return server;
}

describe('new-lead e-mail', () => {
  it('mails the sales address after storing, with the visitor input escaped', async () => {
    const inbox = await startSmtpInbox(USER, PASS);
    cleanups.push(() => inbox.close());
    const server = await appWith(notifyVia(inbox.port));
    const answer = await call(server.app, '/api/leads/create', { json: hostile });
    expect(answer.status).toBe(200);

    const mail = await inbox.next();
    expect(mail.from).toBe('site@lms.example');
    expect(mail.to).toEqual(['sales@lms.example']);
    expect(mail.headers).toMatch(/^Reply-To:.*asha@school\.in/im);
    // The subject holds the name, so nodemailer writes it as an encoded word.
    expect(mail.headers).toMatch(/^Subject: =\?UTF-8\?Q\?New_lead=3A_=3Cscript/im);
    expect(mail.text).toContain(hostile.message.replace('\n', '\r\n'));
    expect(mail.html).toContain(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; Asha &#38; Co',
    );
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).toContain('&#34;quoted&#34; &#38; &#39;single&#39; — प्रिया');
    expect(mail.html).not.toMatch(/<script|<img/i);
  });

  it('confirms to the visitor when switched on, with nothing the visitor typed in it', async () => {
    const inbox = await startSmtpInbox(USER, PASS);
    cleanups.push(() => inbox.close());
    const server = await appWith({ ...notifyVia(inbox.port), confirmVisitor: true });
    const answer = await call(server.app, '/api/leads/create', { json: hostile });
    expect(answer.status).toBe(200);

    const mails = [await inbox.next(), await inbox.next()];
    const toVisitor = mails.find((mail) => mail.to.includes('asha@school.in'));
    expect(mails.map((mail) => mail.to)).toContainEqual(['sales@lms.example']);
    expect(toVisitor?.from).toBe('site@lms.example');
    expect(toVisitor?.headers).toMatch(/^Subject: We have received your enquiry/im);
    // Anyone can type someone else's address: the mail repeats none of the visitor's words.
    for (const typed of ['Asha', 'script', 'onerror', 'प्रिया', '9876543210']) {
      expect(`${toVisitor?.text}${toVisitor?.html}`).not.toContain(typed);
    }
  });

  it('sends no confirmation for spam, nor by default', async () => {
    const inbox = await startSmtpInbox(USER, PASS);
    cleanups.push(() => inbox.close());
    const confirming = await appWith({ ...notifyVia(inbox.port), confirmVisitor: true });
    await call(confirming.app, '/api/leads/create', { json: { ...hostile, website: 'x' } });
    const plain = await appWith(notifyVia(inbox.port));
    await call(plain.app, '/api/leads/create', { json: hostile });
    // The only mail is the team's for the second lead.
    const mail = await inbox.next();
    expect(mail.to).toEqual(['sales@lms.example']);
    await expect(inbox.next(500)).rejects.toThrow('no mail arrived');
  });

  it('stores and answers the lead when the SMTP server is down', async () => {
    const server = await appWith(notifyVia(await deadPort()));
    const before = new Set((await listLeads(server.context.db)).map((l) => l.id));
    const answer = await call(server.app, '/api/leads/create', { json: hostile });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const stored = (await listLeads(server.context.db)).filter((l) => !before.has(l.id));
    expect(stored.map((l) => l.name)).toEqual([hostile.name]);
  });

  it('answers at once even when the SMTP server never replies', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const server = await appWith(notifyVia((silent.address() as AddressInfo).port));
    // Registered after the app, so it runs first: the hung send fails now, not at its timeout.
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const started = Date.now();
    const answer = await call(server.app, '/api/leads/create', { json: hostile });
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('logs a failed send and settles without throwing', async () => {
    const lines: string[] = [];
    const logger = Fastify({ logger: { stream: { write: (line: string) => lines.push(line) } } });
    const notifier = createLeadNotifier(notifyVia(await deadPort()));
    const lead = {
      ...hostile,
      _id: 'lead-1',
      status: 'new' as const,
      note: '',
      createdAt: new Date().toISOString(),
      ...UNKNOWN_ATTRIBUTION,
      ...NO_CONSENT,
    };
    await expect(notifier.notify(lead, logger.log)).resolves.toBeUndefined();
    await notifier.close();
    await logger.close();
    const failure = lines.map(
      (l) => JSON.parse(l) as { msg: string; leadId?: string; level: number },
    );
    expect(failure).toContainEqual(
      expect.objectContaining({
        msg: 'lead notification failed; the lead is stored',
        leadId: 'lead-1',
        level: 50,
      }),
    );
  });
});
