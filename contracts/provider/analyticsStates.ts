import type { DeviceClass } from '@/sdk/schemas/analytics';
import { recordEvent } from '@/server/analytics/analyticsStore';
import type { AnalyticsEvent } from '@/server/analytics/analyticsStore';
import type { Db } from '@/server/db/database';
import { text } from './stateParams';
import type { Params, StateHandlers } from './stateParams';

/** A state's count parameter (a whole number, 0 when it is not given). */
const count = (params: unknown, name: string): number => {
  const value = Number((params as Params | undefined)?.[name] ?? 0);
  if (!Number.isInteger(value) || value < 0) throw new Error(`provider state needs a "${name}"`);
  return value;
};

/**
 * The provider states of the conversion report (issue 45 item 2): events recorded through the
 * server's own counting (recordEvent, what the beacon and the lead intake call), so the roll-ups
 * hold what real visits would leave: one visitor per key, the taps, forms and leads by the
 * first visitors, all on '/' from the newsletter's spring campaign, on a desktop, by one button.
 */
export function analyticsStates(db: Db): StateHandlers {
  return {
    'the conversion roll-ups hold {visitors} visitors and {leads} leads on {day}': async (
      params,
    ) => {
      const day = text(params, 'day');
      const steps = [
        ['pageview', count(params, 'visitors')],
        ['cta', count(params, 'taps')],
        ['form_shown', count(params, 'formsShown')],
        ['lead', count(params, 'leads')],
      ] as const;
      const device: DeviceClass = 'desktop';
      for (const [kind, n] of steps) {
        for (let i = 0; i < n; i++) {
          const event: AnalyticsEvent = {
            kind,
            day,
            page: '/',
            cta: kind === 'pageview' ? undefined : 'Book a demo',
            utmSource: 'newsletter',
            utmCampaign: 'spring',
            device,
            visitor: `pact-visitor-${i}`,
          };
          await recordEvent(db, event);
        }
      }
    },
  };
}
