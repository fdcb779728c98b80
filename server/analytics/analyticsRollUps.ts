import type { AnalyticsEvent, AnalyticsKind } from './analyticsStore';

/** A row of analytics_daily as a batch adds it: its key and the sums to add. */
export interface DailySums {
  day: string;
  page: string;
  source: string;
  campaign: string;
  device: string;
  views: number;
  visitors: number;
  cta_taps: number;
  forms_shown: number;
  forms_submitted: number;
  leads: number;
}

/** A row of analytics_daily_cta as a batch adds it. */
export interface CtaSums {
  day: string;
  page: string;
  cta: string;
  source: string;
  campaign: string;
  device: string;
  taps: number;
  forms_shown: number;
  forms_submitted: number;
  leads: number;
}

type DailyColumn = 'views' | 'cta_taps' | 'forms_shown' | 'forms_submitted' | 'leads';
type CtaColumn = 'taps' | 'forms_shown' | 'forms_submitted' | 'leads';

/** Which roll-up column each kind adds to (the same as analyticsStore's one-event write). */
const COLUMNS: Record<AnalyticsKind, { daily: DailyColumn; cta: CtaColumn | null }> = {
  pageview: { daily: 'views', cta: null },
  cta: { daily: 'cta_taps', cta: 'taps' },
  form_shown: { daily: 'forms_shown', cta: 'forms_shown' },
  form_submitted: { daily: 'forms_submitted', cta: 'forms_submitted' },
  lead: { daily: 'leads', cta: 'leads' },
};

/** The source is the UTM source, else the referring site's host, else '' (direct). */
const sourceOf = (e: AnalyticsEvent) => e.utmSource ?? e.referrerHost ?? '';

/** The analytics_daily row an event adds to, as a Map key. */
export const rollUpKey = (e: AnalyticsEvent) =>
  JSON.stringify([e.day, e.page, sourceOf(e), e.utmCampaign ?? '', e.device]);

const emptyDaily = (day: string, page: string, source: string, campaign: string, device: string) =>
  ({
    day,
    page,
    source,
    campaign,
    device,
    views: 0,
    visitors: 0,
    cta_taps: 0,
    forms_shown: 0,
    forms_submitted: 0,
    leads: 0,
  }) satisfies DailySums;
const emptyCta = ({ day, page, source, campaign, device }: DailySums, cta: string) =>
  ({
    day,
    page,
    cta,
    source,
    campaign,
    device,
    taps: 0,
    forms_shown: 0,
    forms_submitted: 0,
    leads: 0,
  }) satisfies CtaSums;

/**
 * The batch's sums per roll-up row, added up in memory so each row is written once a flush
 * however many events it got: one hot page's thousand views are one update, not a thousand
 * waits on its lock. `visitors` stays 0: which visitors are new only the database knows, and it
 * counts them in the same statement (analyticsPart.ts).
 */
export function rollUpSums(events: readonly AnalyticsEvent[]) {
  const daily = new Map<string, DailySums>();
  const cta = new Map<string, CtaSums>();
  for (const e of events) {
    const key = rollUpKey(e);
    let row = daily.get(key);
    if (!row) {
      row = emptyDaily(e.day, e.page, sourceOf(e), e.utmCampaign ?? '', e.device);
      daily.set(key, row);
    }
    const column = COLUMNS[e.kind];
    row[column.daily] += 1;
    if (!column.cta || !e.cta) continue;
    const ctaKey = JSON.stringify([key, e.cta]);
    let ctaRow = cta.get(ctaKey);
    if (!ctaRow) {
      ctaRow = emptyCta(row, e.cta);
      cta.set(ctaKey, ctaRow);
    }
    ctaRow[column.cta] += 1;
  }
  return { daily: [...daily.values()], cta: [...cta.values()] };
}
