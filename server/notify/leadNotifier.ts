import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { LeadRecord } from '@/sdk/schemas/lead';
import { confirmationMail, leadMail } from './leadMail';
import type { LeadNotifyConfig } from './notifyConfig';

export interface LeadNotifier {
  /**
   * Sends the team's mail for a stored lead, and the visitor's confirmation when it is switched
   * on. Never rejects: a failure is logged and that is all.
   */
  notify: (lead: LeadRecord, log: FastifyBaseLogger) => Promise<void>;
  /** Waits for mails still being sent (bounded by the timeouts), then closes the transport. */
  close: () => Promise<void>;
}

/** Short timeouts: a dead mail server must not hold connections (or a shutdown) for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createLeadNotifier(config: LeadNotifyConfig): LeadNotifier {
  // Loaded with the first mail: nodemailer costs about 25 MB and half a second at start, and a
  // server without SMTP settings never needs it (docs/performance.md).
  let transport: Promise<Transporter> | undefined;
  const openTransport = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ ...config.smtp, ...TIMEOUTS }),
    ));
  const pending = new Set<Promise<void>>();

  const sendToTeam = async (lead: LeadRecord, log: FastifyBaseLogger) => {
    try {
      const mail = leadMail(lead);
      // The envelope's recipients come from settings only; the visitor's address is Reply-To.
      await (await openTransport()).sendMail({ from: config.from, to: config.to, ...mail });
      log.info({ leadId: lead._id }, 'lead notification sent');
    } catch (error) {
      log.error({ err: error, leadId: lead._id }, 'lead notification failed; the lead is stored');
    }
  };
  const sendToVisitor = async (lead: LeadRecord, log: FastifyBaseLogger) => {
    try {
      // To the address the lead gave (the schema checked its shape), nothing else of the lead's.
      await (
        await openTransport()
      ).sendMail({
        from: config.from,
        to: lead.email,
        ...confirmationMail(),
      });
      log.info({ leadId: lead._id }, 'lead confirmation sent');
    } catch (error) {
      log.error({ err: error, leadId: lead._id }, 'lead confirmation failed; the lead is stored');
    }
  };
  const send = async (lead: LeadRecord, log: FastifyBaseLogger) => {
    await Promise.all([
      sendToTeam(lead, log),
      config.confirmVisitor ? sendToVisitor(lead, log) : undefined,
    ]);
  };

  return {
    notify: (lead, log) => {
      const sending = send(lead, log);
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
      return sending;
    },
    close: async () => {
      await Promise.allSettled([...pending]);
      (await transport)?.close();
    },
  };
}
