import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { DraftSummary } from '@/sdk/content/drafts';
import type { ReleaseCreate } from '@/sdk/content/releases';
import { DraftBadge } from '../DraftBadge';
import { contentKindLabel } from '../navigation';
import { TextField } from '../TextField';

export interface ReleasesPanelCreateProps {
  /** Drafts that may go into a release. */
  drafts: readonly DraftSummary[];
  onCreate: (release: ReleaseCreate) => void;
  busy?: boolean;
  /** The server's refusal of the last create. */
  error?: string | null;
}

const refOf = (draft: DraftSummary) => `${draft.key}:${draft.id}`;

/** Names a release and picks its drafts: they are published together, now or at a time. */
export function ReleasesPanelCreate({
  drafts,
  onCreate,
  busy = false,
  error = null,
}: ReleasesPanelCreateProps) {
  const legendId = useId();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [problems, setProblems] = useState<{ name?: string; items?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : 'Name the release.',
      items: chosen.length > 0 ? undefined : 'Choose at least one draft.',
    };
    setProblems(found);
    if (found.name || found.items) return;
    const items = drafts
      .filter((draft) => chosen.includes(refOf(draft)))
      .map((draft) => ({ key: draft.key, id: draft.id, action: 'publish' as const }));
    onCreate({ name: name.trim(), items });
    setName('');
    setChosen([]);
  };
  return (
    <form className="releases__create" onSubmit={submit} noValidate aria-label="New release">
      <TextField
        label="Release name"
        name="name"
        value={name}
        onChange={(value) => {
          setName(value);
          setProblems((p) => ({ ...p, name: undefined }));
        }}
        required
        error={problems.name}
        hint="For example: Diwali offer"
      />
      <fieldset
        className="releases__drafts"
        aria-describedby={problems.items ? legendId : undefined}
      >
        <legend>Drafts to publish together</legend>
        {drafts.length === 0 ? (
          <p className="releases__hint">No drafts yet: save a draft on any form first.</p>
        ) : (
          drafts.map((draft) => (
            <label key={refOf(draft)} className="releases__draft">
              <input
                type="checkbox"
                checked={chosen.includes(refOf(draft))}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setChosen((list) =>
                    on ? [...list, refOf(draft)] : list.filter((ref) => ref !== refOf(draft)),
                  );
                  setProblems((p) => ({ ...p, items: undefined }));
                }}
              />
              <span>
                {contentKindLabel(draft.key)}: {draft.name}
                <DraftBadge draft={draft} />
              </span>
            </label>
          ))
        )}
        {problems.items ? (
          <p id={legendId} className="releases__error">
            {problems.items}
          </p>
        ) : null}
      </fieldset>
      {error ? (
        <p role="alert" className="releases__error">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className="team-button team-button--primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create release'}
        </button>
      </div>
    </form>
  );
}
