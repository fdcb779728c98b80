import { useState } from 'react';
import { ExperimentForm } from '@/src/console/ExperimentForm';
import { ExperimentResults } from '@/src/console/ExperimentResults';
import { ExperimentsTable } from '@/src/console/ExperimentsTable';
import { BlockImageStoreContext } from '@/src/console/PageBuilder';
import { apiBlockImageStore } from '@/app/console/blockImageStore';
import { useExperiments } from '@/app/console/useExperiments';
import { useUnsavedChanges } from '@/app/console/useUnsavedChanges';
import '@/src/console/teamScreens.css';

// One column no wider than the page (a wide table scrolls inside it), spaced like the others.
const SCREEN = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 'var(--space-5, 1.5rem)',
} as const;

/**
 * /manage-experiments (issue 45 item 3): every experiment on a campaign page's block, the results
 * of the one chosen, and a form to start another. Starting and ending are publishing: without the
 * right the screen reads the results and says why the controls are not offered.
 */
export function Component() {
  const screen = useExperiments();
  const [dirty, setDirty] = useState(false);
  const mayChange = screen.readOnlyReason === null;
  const unsaved = useUnsavedChanges(dirty && mayChange);
  const running = (screen.experiments ?? [])
    .filter((e) => e.status === 'running')
    .map(({ page, blockId }) => ({ page, blockId }));
  return (
    <div style={SCREEN}>
      <ExperimentsTable
        experiments={screen.experiments}
        loadError={screen.loadError}
        onRetry={screen.reload}
        selectedId={screen.selectedId}
        onSelect={(experiment) => screen.select(experiment.id)}
      />
      {screen.selectedId ? (
        <ExperimentResults
          results={screen.results}
          loadError={screen.resultsError}
          onRetry={screen.reloadResults}
          mayEnd={mayChange}
          onEnd={(keep) => void screen.end(keep)}
          ending={screen.ending}
          draftPath={screen.draftPath}
        />
      ) : null}
      <section className="team-panel" aria-label="Start an experiment">
        {mayChange ? (
          // A variant's picture is uploaded as the page builder's is: the same field, stored at
          // once through POST /api/pages/block-image with the same checks.
          <BlockImageStoreContext.Provider value={apiBlockImageStore}>
            <ExperimentForm
              key={screen.formKey}
              pages={screen.pages}
              testedBlocks={running}
              faqs={screen.faqs}
              onStart={(values) => void screen.start(values)}
              busy={screen.busy}
              errors={screen.errors}
              onDirtyChange={setDirty}
            />
          </BlockImageStoreContext.Provider>
        ) : (
          <p role="note">{screen.readOnlyReason}</p>
        )}
      </section>
      {unsaved.prompt}
    </div>
  );
}
