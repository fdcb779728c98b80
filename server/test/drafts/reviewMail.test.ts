import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { admins } from '../../db/schema';
import { seedContent, signedInUser } from '../fixtures';
import { call } from '../requests';
import type { Call } from '../requests';
import { mailSettingsFor, startSmtpInbox } from '../smtpInbox';
import type { SmtpInbox } from '../smtpInbox';
import { startTestApp } from '../testApp';
import type { TestServer } from '../testApp';

/**
 * Review e-mails (issue 47): through the lead e-mails' SMTP settings, to reviewers when a draft
 * waits, to the editor who asked when it is published or sent back; each user can turn them off.
 */
describe('review e-mails', () => {
  let inbox: SmtpInbox;
  let server: TestServer;
  const users: Record<string, string> = {};
  const post = (who: string, url: string, json: Call['json']) =>
    call(server.app, url, { token: users[who], json });
  const faq = { key: 'faqs', id: 'faq-1' };
  const draftAndAsk = async (answer: string, note?: string) => {
    expect(
      (await post('editor', '/api/faqSection/draft', { faqSectionId: 'faq-1', answer })).status,
    ).toBe(200);
    const asked = await post('editor', '/api/drafts/review/request', { ...faq, note });
    expect(asked.status).toBe(200);
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox('mailer', 'secret');
    server = await startTestApp({
      leadNotify: mailSettingsFor(inbox, 'mailer', 'secret'),
    });
    const { db } = server.context;
    await seedContent(db);
    for (const [name, username, role] of [
      ['admin', 'ravi@school.in', 'admin'],
      ['admin2', 'meera@school.in', 'admin'],
      ['noMail', 'plain-admin', 'admin'],
      ['editor', 'asha@school.in', 'editor'],
      ['editor2', 'kiran@school.in', 'editor'],
    ] as const) {
      users[name] = (await signedInUser(db, username, { role })).token;
    }
    // A disabled admin gets nothing, whatever the setting.
    await signedInUser(db, 'gone@school.in', { role: 'admin' });
    await db.update(admins).set({ disabled: true }).where(eq(admins.username, 'gone@school.in'));
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });

  it('tells each reviewer with an address, one mail each, when a draft waits', async () => {
    await draftAndAsk('New wording.', 'From marketing');
    const mails = [await inbox.next(), await inbox.next()];
    expect(mails.map((mail) => mail.to).sort()).toEqual([['meera@school.in'], ['ravi@school.in']]);
    for (const mail of mails) {
      expect(mail.from).toBe('site@lms.example');
      // Named as the item, though the draft changes only its answer.
      expect(mail.headers).toContain('Subject: =?UTF-8?Q?Waiting_for_review=3A_faqs_');
      expect(mail.text).toContain('asha@school.in asked for review of faqs “Is there an app?”');
      expect(mail.text).toContain('Their note: “From marketing”');
    }
  });

  it('tells the editor who asked when it is sent back, with the note', async () => {
    const sent = await post('admin', '/api/drafts/review/sendBack', {
      ...faq,
      note: 'Shorter, please.',
    });
    expect(sent.status).toBe(200);
    const mail = await inbox.next();
    expect(mail.to).toEqual(['asha@school.in']);
    expect(mail.headers).toContain('Subject: =?UTF-8?Q?Sent_back=3A_faqs_');
    expect(mail.text).toContain('ravi@school.in sent your changes to faqs “Is there an app?”');
    expect(mail.text).toContain('What to change: “Shorter, please.”');
  });

  it('tells the editor who asked when it is published', async () => {
    await draftAndAsk('Newer wording.');
    await inbox.next();
    await inbox.next();
    expect((await post('admin2', '/api/drafts/publish', faq)).status).toBe(200);
    const mail = await inbox.next();
    expect(mail.to).toEqual(['asha@school.in']);
    expect(mail.text).toContain(
      'meera@school.in published your changes to faqs “Is there an app?”',
    );
  });

  it('sends nothing to a user who turned the setting off', async () => {
    const off = await post('editor', '/api/admin/account/review-emails', { reviewEmails: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ reviewEmails: false });
    expect(
      (await post('admin2', '/api/admin/account/review-emails', { reviewEmails: false })).status,
    ).toBe(200);
    const me = await post('editor', '/api/admin/account/me', {});
    expect((me.body.data as { reviewEmails: boolean }).reviewEmails).toBe(false);
    // The editor asks: only the admin with it on hears; then is sent back: the editor hears nothing.
    await draftAndAsk('Off wording.');
    expect((await inbox.next()).to).toEqual(['ravi@school.in']);
    expect(
      (await post('admin', '/api/drafts/review/sendBack', { ...faq, note: 'No.' })).status,
    ).toBe(200);
    // Another editor asks: the next mail is theirs to the reviewer, so none went to asha.
    expect((await post('editor2', '/api/drafts/review/request', faq)).status).toBe(200);
    const next = await inbox.next();
    expect(next.to).toEqual(['ravi@school.in']);
    expect(next.text).toContain('kiran@school.in asked for review');
  });

  // Issue 47 (4): a release that puts a waiting draft live tells the editor who asked.
  const release = async (name: string) => {
    const made = await post('admin', '/api/releases/create', { name, items: [faq] });
    expect(made.status).toBe(200);
    return (made.body.data as { _id: string })._id;
  };

  it('tells the editor who asked when a release published now makes their draft live', async () => {
    // kiran@school.in's request of the test before still waits.
    const releaseId = await release('Spring');
    expect((await post('admin', '/api/releases/publish', { releaseId })).status).toBe(200);
    const mail = await inbox.next();
    expect(mail.to).toEqual(['kiran@school.in']);
    expect(mail.headers).toContain('Subject: =?UTF-8?Q?Published=3A_faqs');
    expect(mail.text).toContain('Your changes to faqs “Is there an app?” went live with the');
    expect(mail.text).toMatch(/release “Spring” at \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
  });

  it('tells them when a scheduled release makes it live, not whoever scheduled it', async () => {
    // ravi asks and publishes his own: nobody is told (meera turned hers off).
    expect(
      (await post('admin', '/api/faqSection/draft', { faqSectionId: 'faq-1', answer: 'Own.' }))
        .status,
    ).toBe(200);
    expect((await post('admin', '/api/drafts/review/request', faq)).status).toBe(200);
    const own = await release('Own');
    expect((await post('admin', '/api/releases/publish', { releaseId: own })).status).toBe(200);
    // kiran asks (ravi hears), and ravi schedules it: due at once, the scheduler's run publishes.
    expect(
      (await post('editor2', '/api/faqSection/draft', { faqSectionId: 'faq-1', answer: 'Due.' }))
        .status,
    ).toBe(200);
    expect((await post('editor2', '/api/drafts/review/request', faq)).status).toBe(200);
    const asked = await inbox.next();
    expect(asked.to).toEqual(['ravi@school.in']);
    expect(asked.text).toContain('kiran@school.in asked for review');
    const releaseId = await release('Due now');
    const at = new Date(Date.now() - 5_000).toISOString();
    expect((await post('admin', '/api/releases/schedule', { releaseId, at })).status).toBe(200);
    // The job looks every 5 s: the next mail is kiran's, so none went to ravi for "Own".
    const mail = await inbox.next(20_000);
    expect(mail.to).toEqual(['kiran@school.in']);
    expect(mail.text).toContain('went live with the release “Due now”');
  });

  it('tells My account whether review e-mails can reach the user', async () => {
    const me = async (who: string) =>
      (await post(who, '/api/admin/account/me', {})).body.data as Record<string, unknown>;
    expect((await me('admin')).reviewEmailsBlocked).toBeNull();
    expect((await me('noMail')).reviewEmailsBlocked).toBe('no-address');
  });

  it('is refused a body without the flag', async () => {
    const bad = await post('editor', '/api/admin/account/review-emails', { reviewEmails: 'yes' });
    expect(bad.status).toBe(400);
  });
});
