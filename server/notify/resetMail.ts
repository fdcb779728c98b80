import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from './leadMail';
import type { LeadNotifyConfig } from './notifyConfig';

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** A username that is an e-mail address is where its reset links go (users have no other). */
export const emailOf = (username: string): string | null =>
  z.email().safeParse(username).success ? username : null;

/** The reset e-mail: the link, how long it works, and what to do if it was not asked for. */
export function resetMail(link: string) {
  const text = [
    'Someone asked to reset the password of your account on the admin console.',
    '',
    `Set a new password here (the link works once, for an hour): ${link}`,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const href = escapeHtml(link);
  const html = [
    '<p>Someone asked to reset the password of your account on the admin console.</p>',
    `<p><a href="${href}">Set a new password</a> (the link works once, for an hour):<br>${href}</p>`,
    '<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
  return { subject: 'Reset your password', text, html };
}

/**
 * Sends a reset link through the SMTP settings of the lead e-mails (SMTP_HOST and companions).
 * Never rejects: a failure is logged without the link (its token is a password), and that is all.
 * nodemailer is loaded with the first mail, as for lead mails (docs/performance.md).
 */
export async function sendResetMail(
  config: LeadNotifyConfig,
  to: string,
  link: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport({ ...config.smtp, ...TIMEOUTS });
    try {
      await transport.sendMail({ from: config.from, to, ...resetMail(link) });
    } finally {
      transport.close();
    }
    log.info('password reset e-mail sent');
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown';
    log.error({ reason }, 'password reset e-mail failed');
  }
}
