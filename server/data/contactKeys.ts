import { mobileDigits } from '@/sdk/schemas/leadCreate';

// What makes two enquiries one contact (issue 38): the same e-mail or the same Indian mobile.
// The migration that grouped the leads stored before (0011) computes the same keys in SQL.

/**
 * An e-mail as a contact key: trimmed, its ASCII letters lower-cased ("Asha@School.IN" is
 * asha@school.in). Nothing else: Gmail's dots and +tags are one inbox at Google, but not at other
 * providers (a school's own domain may route them apart), so a rule that folded them would join
 * strangers; a person who writes both is joined by hand (merge), or by the mobile they share.
 */
export const emailKey = (email: string): string =>
  email.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** A mobile as a contact key: its ten digits (+91, 0091, 91, a trunk 0, spaces, dashes dropped). */
export const mobileKey = (mobile: string): string => mobileDigits(mobile.trim());

/** The keys of a lead's two ways to reach its sender. */
export const contactKeys = (lead: { email: string; mobile: string }) => ({
  emailKey: emailKey(lead.email),
  mobileKey: mobileKey(lead.mobile),
});
