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
