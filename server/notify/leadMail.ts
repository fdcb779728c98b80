import type { LeadRecord } from '@/sdk/schemas/lead';

/** Everything a visitor typed is text: escaped, it can never become markup in the sales inbox. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A subject is one header line: control characters (CR/LF above all) become spaces. */
const oneLine = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim()
    .slice(0, 120);

export interface LeadMail {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
}

/** The new-lead e-mail: the same facts as text and as escaped HTML, replies going to the lead. */
export function leadMail(lead: LeadRecord): LeadMail {
  const facts: [string, string][] = [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Mobile', lead.mobile],
    ['Received', lead.createdAt],
  ];
  const text = [
    'A new lead came in from the website.',
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    lead.message,
  ].join('\n');
  const rows = facts
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html =
    '<p>A new lead came in from the website.</p>' +
    `<table>${rows}</table>` +
    `<p><strong>Message:</strong></p><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`;
  return {
    subject: `New lead: ${oneLine(lead.name)}`,
    text,
    html,
    replyTo: { name: oneLine(lead.name), address: lead.email },
  };
}

/**
 * The visitor's confirmation (LEAD_CONFIRMATION_EMAIL=true). It carries nothing the visitor
 * typed, not even the name: anyone can type someone else's address into a public form, and a
 * mail that repeated their words would let them send those words to that address from our
 * server. So it says only that the enquiry arrived, and why the reader got it.
 */
export function confirmationMail(): Omit<LeadMail, 'replyTo'> {
  const lines = [
    'Thank you for your enquiry. We have received it, and our team will contact you soon.',
    'You receive this message because this address was entered in the enquiry form on our website. If that was not you, you can ignore it: nothing more will be sent.',
  ];
  return {
    subject: 'We have received your enquiry',
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${line}</p>`).join(''),
  };
}
