import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One received mail: its envelope and its parts decoded to text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: string;
  text: string;
  html: string;
}

const unfold = (headers: string) => headers.replace(/\r\n[ \t]+/g, ' ');
const header = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfold(headers))?.[1]?.trim() ?? '';

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Enough MIME for the one message shape nodemailer writes here: multipart/alternative. */
export function readMail(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const boundary = /boundary="?([^";]+)"?/.exec(header(headers, 'Content-Type'))?.[1];
  const parts = boundary ? raw.slice(split).split(`--${boundary}`) : [];
  const found = { text: '', html: '' };
  for (const part of parts) {
    const at = part.indexOf('\r\n\r\n');
    if (at < 0) continue;
    const partHeaders = part.slice(0, at);
    const body = decodeBody(part.slice(at + 4), header(partHeaders, 'Content-Transfer-Encoding'));
    const type = header(partHeaders, 'Content-Type');
    if (type.startsWith('text/plain')) found.text = body.trim();
    if (type.startsWith('text/html')) found.html = body.trim();
  }
  return { from, to, headers, ...found };
}

export interface SmtpInbox {
  port: number;
  /** The next mail to arrive (or one that already did), failing after the timeout. */
  next: (timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/** A local SMTP server on a free port that accepts one user and keeps what it receives. */
export async function startSmtpInbox(user: string, pass: string): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    // Plain SMTP with AUTH on loopback: the test has no certificate to offer.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, done) =>
      auth.username === user && auth.password === pass
        ? done(null, { user })
        : done(new Error('Invalid username or password')),
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        const mail = readMail(Buffer.concat(chunks).toString('utf8'), envelopeFrom, to);
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else received.push(mail);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    next: (timeoutMs = 10_000) => {
      const ready = received.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no mail arrived')), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The e-mail settings (`leadNotify`) of a test server that sends through this inbox with the
 * user and password it was started with: the review and password reset mails use them too.
 */
export const mailSettingsFor = (inbox: SmtpInbox, user: string, pass: string) => ({
  smtp: { host: '127.0.0.1', port: inbox.port, secure: false, auth: { user, pass } },
  to: 'sales@lms.example',
  from: 'site@lms.example',
  confirmVisitor: false,
});
