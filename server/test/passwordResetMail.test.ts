import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, MAC_ADDRESS } from '@/sdk/schemas/auth';
import { apiSuccess } from '@/sdk/schemas/envelope';
import {
  PasswordResetLink,
  PasswordResetMessages,
  PasswordResetOptions,
} from '@/sdk/schemas/passwordReset';
import { call } from './requests';
import { mailSettingsFor, startSmtpInbox } from './smtpInbox';
import type { SmtpInbox } from './smtpInbox';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const PUBLIC_URL = 'https://www.example.in';

/** Reset links by e-mail (issue 47 item 5): through the lead e-mails' SMTP settings. */
describe('password reset by e-mail', () => {
  let inbox: SmtpInbox;
  let server: TestServer;
  let admin: string;

  const request = (username: string) =>
    call(server.app, '/api/admin/auth/password-reset/request', { json: { username } });

  beforeAll(async () => {
    inbox = await startSmtpInbox('mailer', 'secret');
    server = await startTestApp({
      publicUrl: PUBLIC_URL,
      leadNotify: mailSettingsFor(inbox, 'mailer', 'secret'),
    });
    const signIn = await call(server.app, '/api/admin/auth/login', {
      json: { username: 'admin', password: 'first-admin-password', macAddress: MAC_ADDRESS },
    });
    admin = LoginResponse.parse(signIn.body).token;
    await call(server.app, '/api/admin/users/create', {
      token: admin,
      json: { username: 'asha@school.in', role: 'editor' },
    });
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });

  it('is offered on the sign-in page', async () => {
    const options = await call(server.app, '/api/admin/auth/password-reset/options', { json: {} });
    expect(apiSuccess(PasswordResetOptions).parse(options.body).data).toEqual({ byEmail: true });
  });

  it('mails a link from PUBLIC_URL and answers the same for anyone', async () => {
    const asked = await call(server.app, '/api/admin/auth/password-reset/request', {
      json: { username: 'asha@school.in' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.msg).toBe(PasswordResetMessages.requested);
    const mail = await inbox.next();
    expect(mail.to).toEqual(['asha@school.in']);
    expect(mail.from).toBe('site@lms.example');
    const link = /https:\/\/www\.example\.in\/reset-password#[A-Za-z0-9_-]{43}/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const token = new URL(link?.[0] ?? '').hash.slice(1);
    const done = await call(server.app, '/api/admin/auth/password-reset', {
      json: { token, newPassword: 'a brand new passphrase' },
    });
    expect(done.status).toBe(200);

    const unknown = await request('nobody@school.in');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(asked.body);
    // A user without an e-mail address as its name gets no mail either, and the same answer.
    expect((await request('admin')).body).toEqual(asked.body);
  });

  it('e-mails the link an admin makes when the username is an address', async () => {
    const users = await call(server.app, '/api/admin/users/getall', { token: admin });
    const asha = (users.body.data as { _id: string; username: string }[]).find(
      (u) => u.username === 'asha@school.in',
    );
    const made = await call(server.app, '/api/admin/users/password-reset', {
      token: admin,
      json: { userId: asha?._id },
    });
    const answer = apiSuccess(PasswordResetLink).parse(made.body).data;
    expect(answer.emailed).toBe(true);
    expect(answer.link.startsWith(`${PUBLIC_URL}/reset-password#`)).toBe(true);
    // The next mail is this one: neither request above sent any.
    const mail = await inbox.next();
    expect(mail.to).toEqual(['asha@school.in']);
    expect(mail.text).toContain(answer.link);
  });

  it('slows a username asked for again and again, known or not, as sign-in does', async () => {
    for (const username of ['asha@school.in', 'ghost@school.in']) {
      for (let i = 0; i < 5; i += 1) expect((await request(username)).status).toBe(200);
      const slowed = await request(username);
      expect(slowed.status).toBe(429);
      expect(slowed.body.msg).toMatch(/Too many reset requests for this username/);
      expect(slowed.headers['retry-after']).toBeDefined();
    }
    // Drain the mails of the known user's five requests.
    for (let i = 0; i < 5; i += 1) await inbox.next();
  });

  it('limits requests per address too', async () => {
    const limited = await startTestApp({
      loginRateLimit: 2,
      publicUrl: PUBLIC_URL,
      leadNotify: {
        smtp: { host: '127.0.0.1', port: inbox.port, secure: false },
        to: 'x@lms.example',
        from: 'site@lms.example',
        confirmVisitor: false,
      },
    });
    try {
      const ask = (username: string) =>
        call(limited.app, '/api/admin/auth/password-reset/request', { json: { username } });
      expect((await ask('a1')).status).toBe(200);
      expect((await ask('a2')).status).toBe(200);
      const third = await ask('a3');
      expect(third.status).toBe(429);
      expect(third.body.msg).toBe(PasswordResetMessages.tooMany);
    } finally {
      await limited.close();
    }
  });
});
