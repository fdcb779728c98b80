import { z } from 'zod';

/** The spec's enquiry messages (section 5); shown as-is to visitors. */
export const LeadMessages = {
  required: 'Please fill all the fields',
  email: 'Please enter a valid email address',
  mobile: 'Please enter a valid 10-digit mobile number',
} as const;

/** Local part, @, domain, and a top-level domain of at least two letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** Indian mobile: exactly ten digits, the first 6 to 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

const requiredLeadText = (max: number) =>
  z
    .string({ error: LeadMessages.required })
    .trim()
    .min(1, LeadMessages.required)
    .max(max, `Keep this under ${max} characters.`);

/** A visitor's enquiry from the lead modal, checked the same way in the browser and on the server. */
export const Lead = z.object({
  name: requiredLeadText(200),
  email: requiredLeadText(254).pipe(z.string().regex(EMAIL_PATTERN, LeadMessages.email)),
  mobile: requiredLeadText(20).pipe(z.string().regex(MOBILE_PATTERN, LeadMessages.mobile)),
  message: requiredLeadText(10_000),
  /** Honeypot: hidden from people, filled by bots. A filled one is accepted and dropped. */
  website: z.string().max(500).optional(),
});
export type Lead = z.infer<typeof Lead>;

/** Where a lead stands with the sales team. */
export const LeadStatus = z.enum(['new', 'contacted', 'qualified', 'closed']);
export type LeadStatus = z.infer<typeof LeadStatus>;

/** A stored lead as the server answers it. */
export const LeadRecord = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  status: LeadStatus,
  note: z.string(),
  createdAt: z.string(),
});
export type LeadRecord = z.infer<typeof LeadRecord>;
