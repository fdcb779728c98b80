import type { DraftSummary } from '@/sdk/content/drafts';
import { Toggle } from '../Toggle';

/**
 * How a row's on/off switch acts: `live` changes the site at once (admins, or editors while review
 * is off); `propose` saves the change as a draft that waits for review (an editor while review is
 * on, issue 47); `read` shows the state in words (no way to change it).
 */
export type StatusMode = 'live' | 'propose' | 'read';

export interface ContentTableStatusProps {
  mode: StatusMode;
  /** Whether the site shows the item now (the published record's flag). */
  live: boolean;
  /** The switch's name: "Status of Acme Learning". */
  label: string;
  /** The item's draft, if any: a draft that changes `isActive` proposes the other state. */
  draft?: Pick<DraftSummary, 'changedFields'>;
  disabled: boolean;
  /** Called with the state the user asks for (live: now; propose: as a draft). */
  onChange: (next: boolean) => void;
}

/** Whether an item's draft proposes to show or hide it. */
export const proposesStatus = (draft?: Pick<DraftSummary, 'changedFields'>) =>
  draft?.changedFields.includes('isActive') === true;

/**
 * A row's Status cell. A proposal never looks live: the switch shows the state proposed, a
 * "Proposed" badge stands beside it, and its name says what the site shows until an admin
 * publishes ("Status of Acme Learning, proposed: hidden; the site shows it until review").
 */
export function ContentTableStatus({
  mode,
  live,
  label,
  draft,
  disabled,
  onChange,
}: ContentTableStatusProps) {
  if (mode === 'read') return live ? 'On' : 'Off';
  if (mode === 'live') {
    return (
      <Toggle
        checked={live}
        label={label}
        hideLabel
        disabled={disabled}
        onChange={() => onChange(!live)}
      />
    );
  }
  const proposed = proposesStatus(draft);
  const shown = proposed ? !live : live;
  const name = proposed
    ? `${label}, proposed: ${shown ? 'shown' : 'hidden'}; the site ${live ? 'shows' : 'hides'} it until review`
    : `${label}: propose a change for review`;
  return (
    <span className="content-table__status">
      <Toggle checked={shown} label={name} hideLabel disabled={disabled} onChange={onChange} />
      {proposed ? (
        <span className="draft-badge draft-badge--waiting" aria-hidden="true">
          Proposed
        </span>
      ) : null}
    </span>
  );
}
