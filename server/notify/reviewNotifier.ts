import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { Permissions } from '@/sdk/schemas/users';
import type { ReviewEmailsBlocked } from '@/sdk/schemas/users';
import type { Db } from '../db/database';
import { admins } from '../db/schema';
import type { LeadNotifyConfig } from './notifyConfig';
import { emailOf } from './resetMail';
import { publishedMail, releasedMail, sentBackMail, waitingMail } from './reviewMail';
import type { ReleaseSubject, ReviewSubject } from './reviewMail';

/** Short timeouts: a dead mail server must not hold a shutdown for minutes (as lead mails). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export interface ReviewNotifier {
  /** A draft waits: every reviewer (admins) but the one who asked. */
  waiting: (subject: ReviewSubject, log: FastifyBaseLogger) => void;
  /** A waiting draft was published or sent back: the editor who asked (`author`). */
  published: (subject: ReviewSubject, author: string, log: FastifyBaseLogger) => void;
  sentBack: (subject: ReviewSubject, author: string, log: FastifyBaseLogger) => void;
  /** A release put waiting drafts live: the editor who asked, one mail for their records. */
  released: (subject: ReleaseSubject, author: string, log: FastifyBaseLogger) => void;
  /** Waits for mails still being sent, then closes the transport. */
  close: () => Promise<void>;
}

/**
 * Review e-mails (issue 47) through the lead e-mails' SMTP settings (SMTP_HOST and companions),
 * sent after the answer, never failing it: a failure is logged. A user gets them when their
 * "E-mail me about reviews" is on, they are not disabled, and their username is an e-mail
 * address (users have no other). Without SMTP_HOST nothing is sent.
 */
/**
 * Why no review e-mail can reach `username`, whatever their setting: no mail is sent (SMTP_HOST
 * unset), or the username is no address. Null: it can. My account says which (CurrentUser).
 */
export function reviewMailBlocked(
  config: LeadNotifyConfig | null,
  username: string,
): ReviewEmailsBlocked | null {
  if (!config) return 'no-smtp';
  return emailOf(username) ? null : 'no-address';
}

export function createReviewNotifier(config: LeadNotifyConfig | null, db: Db): ReviewNotifier {
  let transport: Promise<Transporter> | undefined;
  const openTransport = (smtp: LeadNotifyConfig['smtp']) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ ...smtp, ...TIMEOUTS }),
    ));
  const pending = new Set<Promise<void>>();

  const addresses = async (who: { usernames?: string[]; reviewers?: boolean }) => {
    const rows = await db
      .select({ username: admins.username })
      .from(admins)
      .where(
        and(
          eq(admins.reviewEmails, true),
          eq(admins.disabled, false),
          who.reviewers ? inArray(admins.role, [...Permissions.review]) : undefined,
          who.usernames ? inArray(admins.username, who.usernames) : undefined,
        ),
      );
    return rows.flatMap((row) => emailOf(row.username) ?? []);
  };

  const send = (
    what: string,
    recipients: () => Promise<string[]>,
    message: { subject: string; text: string; html: string },
    log: FastifyBaseLogger,
  ) => {
    if (!config) return;
    const sending = (async () => {
      try {
        const to = await recipients();
        if (to.length === 0) return;
        const smtp = await openTransport(config.smtp);
        // One mail each: no reviewer learns the others' addresses.
        await Promise.all(
          to.map((address) => smtp.sendMail({ from: config.from, to: address, ...message })),
        );
        log.info({ what, recipients: to.length }, 'review e-mail sent');
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'unknown';
        log.error({ what, reason }, 'review e-mail failed; the review itself is done');
      }
    })();
    pending.add(sending);
    void sending.finally(() => pending.delete(sending));
  };

  return {
    waiting: (subject, log) =>
      send(
        'waiting',
        async () =>
          (await addresses({ reviewers: true })).filter((address) => address !== subject.by),
        waitingMail(subject),
        log,
      ),
    published: (subject, author, log) =>
      send('published', () => addresses({ usernames: [author] }), publishedMail(subject), log),
    sentBack: (subject, author, log) =>
      send('sent-back', () => addresses({ usernames: [author] }), sentBackMail(subject), log),
    released: (subject, author, log) =>
      send('released', () => addresses({ usernames: [author] }), releasedMail(subject), log),
    close: async () => {
      await Promise.allSettled([...pending]);
      (await transport)?.close();
    },
  };
}
