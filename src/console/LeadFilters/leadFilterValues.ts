import type { LeadStatus } from '@/sdk/schemas/lead';

/** The filter form's values as the inputs hold them: text, with '' meaning "any". */
export interface LeadFilterValues {
  /** Text matched in the name, email, mobile or message. */
  search: string;
  /** One status, or '' for all. */
  status: LeadStatus | '';
  /** First day (YYYY-MM-DD, from the date input), or ''. */
  from: string;
  /** Last day (YYYY-MM-DD), or ''. */
  to: string;
  /** Exactly this utm_source, or ''. */
  source: string;
  /** Exactly this utm_campaign, or ''. */
  campaign: string;
  /** Exactly this call to action ("header: Book a Demo"), or ''. */
  cta: string;
  /** Whose contacts: 'me', 'unassigned', a user's id, or '' for anyone's (the inbox's views). */
  owner: string;
  /** 'due': contacts whose follow-up day is today or past in India; '' for any. */
  followUp: '' | 'due';
}

export const EMPTY_LEAD_FILTER: LeadFilterValues = {
  search: '',
  status: '',
  from: '',
  to: '',
  source: '',
  campaign: '',
  cta: '',
  owner: '',
  followUp: '',
};

/** True when any part of the filter narrows the list. */
export const isLeadFilterActive = (values: LeadFilterValues): boolean =>
  Object.values(values).some((v) => v.trim() !== '');

/** The form's own fields (the views set owner and follow-up: they are buttons of their own). */
const FORM_FIELDS = ['search', 'status', 'from', 'to', 'source', 'campaign', 'cta'] as const;

/** How many of the form's filters narrow the list: the "Filters (2)" of a phone (issue 47). */
export const activeFilterCount = (values: LeadFilterValues): number =>
  FORM_FIELDS.filter((key) => values[key].trim() !== '').length;
