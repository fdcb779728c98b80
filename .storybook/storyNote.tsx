import type { Decorator } from '@storybook/react-vite';

/**
 * `parameters: { note: '…' }`: a sentence under the story that says what it shows when the
 * component itself shows nothing (a landing section left out because its call failed), so an
 * empty canvas explains itself to whoever opens the story. It is not part of the component.
 */
export const withStoryNote: Decorator = (Story, { parameters }) => {
  const note = parameters.note as string | undefined;
  if (!note) return <Story />;
  return (
    <>
      <Story />
      {/* A div, not a <p>: a story may assert that the component drew no paragraph. */}
      <div
        role="note"
        data-story-note=""
        style={{
          margin: 16,
          padding: '12px 16px',
          border: '1px dashed var(--color-border-strong)',
          borderRadius: 'var(--radius-md)',
          color: 'var(--color-text-muted)',
          fontFamily: 'var(--font-sans)',
          fontSize: 'var(--font-size-sm)',
          maxWidth: 640,
        }}
      >
        <strong style={{ color: 'var(--color-text)' }}>Story note: </strong>
        {note}
      </div>
    </>
  );
};
