import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { leadMail } from './leadMail';
import { loadLeadNotifyConfig } from './notifyConfig';
import { UNKNOWN_ATTRIBUTION } from '@/sdk/schemas/leadAttribution';
import { NO_CONSENT } from '@/sdk/schemas/leadConsent';

const base = { SMTP_HOST: 'smtp.example.com', LEAD_NOTIFY_TO: 'sales@example.com' };

describe('lead notification settings', () => {
  it('are off without SMTP_HOST, whatever else is set', () => {
    expect(loadLeadNotifyConfig({ LEAD_NOTIFY_TO: 'sales@example.com' })).toBeNull();
    expect(loadConfig({}).leadNotify).toBeNull();
  });

  it('default to STARTTLS on 587, or TLS on 465 when secure', () => {
    expect(loadLeadNotifyConfig({ ...base, LEAD_NOTIFY_FROM: 'site@example.com' })).toEqual({
      smtp: { host: 'smtp.example.com', port: 587, secure: false },
      to: 'sales@example.com',
      from: 'site@example.com',
      confirmVisitor: false,
    });
    const secure = loadLeadNotifyConfig({
      ...base,
      SMTP_SECURE: 'true',
      SMTP_USER: 'me@example.com',
    });
    expect(secure?.smtp).toMatchObject({ port: 465, secure: true });
  });

  it('sign in when a user is given and send from it unless told otherwise', () => {
    const config = loadLeadNotifyConfig({
      ...base,
      SMTP_PORT: '2525',
      SMTP_USER: 'me@example.com',
      SMTP_PASS: 'secret',
    });
    expect(config).toMatchObject({
      smtp: { port: 2525, auth: { user: 'me@example.com', pass: 'secret' } },
      from: 'me@example.com',
    });
  });

  it("send the visitor's confirmation only when LEAD_CONFIRMATION_EMAIL=true", () => {
    const withFrom = { ...base, LEAD_NOTIFY_FROM: 'site@example.com' };
    expect(loadLeadNotifyConfig({ ...withFrom, LEAD_CONFIRMATION_EMAIL: 'true' })).toMatchObject({
      confirmVisitor: true,
    });
    expect(loadLeadNotifyConfig({ ...withFrom, LEAD_CONFIRMATION_EMAIL: 'false' })).toMatchObject({
      confirmVisitor: false,
    });
  });

  it.each([
    [{ LEAD_CONFIRMATION_EMAIL: 'true' }, /LEAD_CONFIRMATION_EMAIL=true needs SMTP_HOST/],
    [
      { ...base, LEAD_NOTIFY_FROM: 'a@b.co', LEAD_CONFIRMATION_EMAIL: 'yes' },
      /LEAD_CONFIRMATION_EMAIL/,
    ],
    [{ SMTP_HOST: 'smtp.example.com', LEAD_NOTIFY_FROM: 'a@b.co' }, /LEAD_NOTIFY_TO/],
    [{ ...base }, /LEAD_NOTIFY_FROM/],
    [{ ...base, SMTP_USER: 'u', SMTP_PORT: 'abc' }, /SMTP_PORT/],
    [{ ...base, SMTP_USER: 'u', SMTP_PORT: '70000' }, /SMTP_PORT/],
    [{ ...base, SMTP_USER: 'u', SMTP_SECURE: 'yes' }, /SMTP_SECURE/],
  ])('stop the server at start on %o', (env, message) => {
    expect(() => loadLeadNotifyConfig(env)).toThrow(message);
  });
});

describe('the new-lead mail', () => {
  const lead = {
    _id: 'lead-1',
    name: 'Asha\r\nBcc: victim@example.com',
    email: 'asha@school.in',
    mobile: '9876543210',
    message: 'Hi <b>there</b>',
    status: 'new' as const,
    note: '',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...UNKNOWN_ATTRIBUTION,
    ...NO_CONSENT,
  };

  it('keeps the subject on one line, so a name cannot add headers', () => {
    const mail = leadMail(lead);
    expect(mail.subject).toBe('New lead: Asha Bcc: victim@example.com');
    expect(mail.replyTo).toEqual({
      name: 'Asha Bcc: victim@example.com',
      address: 'asha@school.in',
    });
  });

  it('sends the message as typed in text and escaped in HTML', () => {
    const mail = leadMail(lead);
    expect(mail.text).toContain('Hi <b>there</b>');
    expect(mail.html).toContain('Hi &#60;b&#62;there&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>there');
  });
});
