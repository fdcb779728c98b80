import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { FaqItem } from '@/sdk/content';
import type { PageItem } from '@/sdk/content/pages';
import type { ExperimentCreate } from '@/sdk/schemas/experiments';
import { PageBuilderPanel } from '../PageBuilder';
import { TextField } from '../TextField';
import { ExperimentFormSelect } from './ExperimentFormSelect';
import { checkExperiment, EMPTY_DRAFT, livePages, testableBlocks } from './experimentFormValues';
import type { ExperimentDraft, ExperimentFormErrors } from './experimentFormValues';
import '../teamScreens.css';
import './ExperimentForm.css';

export interface ExperimentFormProps {
  /** Every page; only the live ones are offered. Null while they are read. */
  pages: readonly PageItem[] | null;
  /** Blocks under test already (`page` slug and `blockId`): offered, but not choosable. */
  testedBlocks?: readonly { page: string; blockId: string }[];
  /** The FAQ's questions, for a FAQ block's variant; null when they could not be read. */
  faqs?: readonly FaqItem[] | null;
  /** Starts the experiment; called only with values the sdk's schema accepts. */
  onStart: (values: ExperimentCreate) => void;
  /** The start is on its way. */
  busy?: boolean;
  /** The server's refusals, beside the fields they name. */
  errors?: ExperimentFormErrors;
  /** Told whether the form holds something not yet started (the screen asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Starts an experiment: a live page, one of its blocks, the variant's fields and the split. */
export function ExperimentForm({
  pages,
  testedBlocks = [],
  faqs = [],
  onStart,
  busy = false,
  errors = {},
  onDirtyChange,
}: ExperimentFormProps) {
  const [draft, setDraft] = useState<ExperimentDraft>(EMPTY_DRAFT);
  // Problems are shown from the first Start on, then follow the typing.
  const [tried, setTried] = useState(false);
  const idPrefix = useId();
  const dirty = draft !== EMPTY_DRAFT;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const live = livePages(pages ?? []);
  const page = live.find((p) => p.slug === draft.page);
  const blocks = testableBlocks(page);
  const tested = blocks.find((b) => b.block.id === draft.blockId);
  const check = checkExperiment(draft, tested?.block);
  const shown: ExperimentFormErrors = {
    ...errors,
    ...(tried && 'errors' in check ? check.errors : {}),
  };
  const change = (patch: Partial<ExperimentDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if ('values' in check) onStart(check.values);
  };

  return (
    <form className="experiment-form" aria-label="New experiment" onSubmit={submit} noValidate>
      <h2>Start an experiment</h2>
      <p className="experiment-form__intro">
        Half the page&rsquo;s visitors (or the share you choose) see your variant of one block; the
        others see the page as it is. Each visitor sees the same version all day.
      </p>
      {shown.general ? (
        <p role="alert" className="team-notice team-notice--error">
          {shown.general}
        </p>
      ) : null}
      <TextField
        label="Name"
        name="name"
        value={draft.name}
        onChange={(name) => change({ name })}
        required
        wide
        disabled={busy}
        error={shown.name}
        hint="What the team calls it, such as “Hero headline: price first”."
      />
      <ExperimentFormSelect
        label="Page"
        value={draft.page}
        onChange={(slug) => change({ page: slug, blockId: '', variant: null })}
        placeholder={pages === null ? 'Loading the pages…' : 'Choose a live page'}
        options={live.map((p) => ({ value: p.slug, label: `${p.title} (/${p.slug})` }))}
        disabled={busy || pages === null}
        error={shown.page}
        hint={
          pages !== null && live.length === 0
            ? 'No page is live yet: publish a page first.'
            : 'Only live pages have visitors to split.'
        }
      />
      <ExperimentFormSelect
        label="Block"
        value={draft.blockId}
        onChange={(blockId) => {
          const block = blocks.find((b) => b.block.id === blockId)?.block;
          // The variant starts as the live block: an editor changes what is tested, not the rest.
          change({ blockId, variant: block ? structuredClone(block) : null });
        }}
        placeholder={page ? 'Choose a block' : 'Choose the page first'}
        options={blocks.map(({ block, label }) => {
          const busyBlock = testedBlocks.some(
            (t) => t.page === page?.slug && t.blockId === block.id,
          );
          return {
            value: block.id,
            label: busyBlock ? `${label} (under test already)` : label,
            disabled: busyBlock,
          };
        })}
        disabled={busy || !page}
        error={shown.blockId}
        hint="Blocks hidden from visitors are not listed."
      />
      {draft.variant && tested ? (
        <fieldset className="experiment-form__variant">
          <legend>The variant</legend>
          <p className="experiment-form__intro">
            It starts as the live block: change what you want to test, ideally one thing.
          </p>
          <PageBuilderPanel
            block={draft.variant}
            position={blocks.indexOf(tested) + 1}
            problems={shown.variant ?? {}}
            onChange={(patch) =>
              setDraft((d) => (d.variant ? { ...d, variant: { ...d.variant, ...patch } } : d))
            }
            idPrefix={`${idPrefix}-variant`}
            disabled={busy}
            faqs={faqs}
          />
        </fieldset>
      ) : null}
      <TextField
        label="Share of visitors who see the variant (%)"
        name="split"
        type="number"
        min={1}
        step={1}
        value={draft.split}
        onChange={(split) => change({ split })}
        required
        disabled={busy}
        error={shown.split}
        hint="From 1 to 99; the others see the page as it is. 50 gives an answer soonest."
      />
      <div className="team-row">
        <button type="submit" className="team-button team-button--primary" disabled={busy}>
          {busy ? 'Starting…' : 'Start the experiment'}
        </button>
      </div>
    </form>
  );
}
