import { OWNER_ME, OWNER_NOBODY } from '@/sdk/schemas/leadOwner';
import './LeadViews.css';

/** The inbox's views: which contacts' leads it shows. */
export type LeadView = 'all' | 'mine' | 'unassigned' | 'due';

/** The view's part of the inbox filter (owner=me|unassigned, followUp=due). */
export const LEAD_VIEW_FILTER: Record<LeadView, { owner: string; followUp: '' | 'due' }> = {
  all: { owner: '', followUp: '' },
  mine: { owner: OWNER_ME, followUp: '' },
  unassigned: { owner: OWNER_NOBODY, followUp: '' },
  due: { owner: '', followUp: 'due' },
};

const LABELS: Record<LeadView, string> = {
  all: 'All leads',
  mine: 'Mine',
  unassigned: 'Unassigned',
  due: 'Follow-up due',
};

/** The view a filter is in; null for one the views do not name (one colleague's leads). */
export function leadViewOf(filter: { owner: string; followUp: string }): LeadView | null {
  const views = Object.keys(LEAD_VIEW_FILTER) as LeadView[];
  return (
    views.find(
      (v) =>
        LEAD_VIEW_FILTER[v].owner === filter.owner &&
        LEAD_VIEW_FILTER[v].followUp === filter.followUp,
    ) ?? null
  );
}

export interface LeadViewsProps {
  /** The view in force (null: a filter no view names, such as one colleague's leads). */
  view: LeadView | null;
  /** One row per contact instead of one per enquiry. */
  grouped: boolean;
  /** Called with the view picked. */
  onViewChange: (view: LeadView) => void;
  /** Called when "Group by contact" is switched. */
  onGroupedChange: (grouped: boolean) => void;
  /** A page is loading: the buttons wait for it. */
  busy?: boolean;
}

/** The inbox's views (All, Mine, Unassigned, Follow-up due) and "Group by contact". */
export function LeadViews({
  view,
  grouped,
  onViewChange,
  onGroupedChange,
  busy = false,
}: LeadViewsProps) {
  return (
    <div className="lead-views">
      <div role="group" aria-label="Views" className="lead-views__views">
        {(Object.keys(LABELS) as LeadView[]).map((v) => (
          <button
            key={v}
            type="button"
            className="lead-views__view"
            aria-pressed={view === v}
            disabled={busy}
            onClick={() => onViewChange(v)}
          >
            {LABELS[v]}
          </button>
        ))}
      </div>
      <label className="lead-views__group">
        <input
          type="checkbox"
          checked={grouped}
          disabled={busy}
          onChange={(e) => onGroupedChange(e.currentTarget.checked)}
        />
        Group by contact
      </label>
    </div>
  );
}
