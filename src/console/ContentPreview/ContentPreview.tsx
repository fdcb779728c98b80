import { useEffect, useId, useRef, useState } from 'react';
import { LoadError } from '../LoadError';
import { previewWidthNames, previewWidths } from './previewWidths';
import type { PreviewWidth } from './previewWidths';
import { useKeptScroll } from './useKeptScroll';
import './ContentPreview.css';

/**
 * The page with the form's unsaved values (issue 47): the last one rendered (null before the
 * first), and whether a newer one is on its way, shown, or refused (`message` says why).
 */
export interface LivePreviewState {
  html: string | null;
  state: 'updating' | 'shown' | 'refused';
  message: string | null;
}

export interface ContentPreviewProps {
  /** The page to show (a preview link's path); null while the link is being made. */
  src: string | null;
  /** Names the frame for screen readers: which page, with what. */
  title: string;
  /** The width the page is laid out at; the frame is scaled down to fit the panel. */
  width: PreviewWidth;
  onWidthChange: (width: PreviewWidth) => void;
  /** Changes after each draft save: the frame loads the page again. */
  reloadKey?: string | number;
  /** Why the preview link could not be made; shown instead of the frame. */
  error?: { message: string; requestId: string | null } | null;
  onRetry?: () => void;
  /** The page with the unsaved typing; null or absent while nothing is unsaved. */
  live?: LivePreviewState | null;
}

/** What the panel says above the frame: which page it is, saved or typed (issue 47). */
function noteOf(live: LivePreviewState | null): string {
  if (!live) return 'Shows what is saved; your typing shows here before you save.';
  if (live.state === 'refused') {
    const shown = live.html ? ' It shows your typing from before.' : ' It shows what is saved.';
    return `Not updated: ${live.message ?? 'the preview could not follow your typing.'}${shown}`;
  }
  return 'Follows your typing; not saved yet. A newly chosen image shows once saved.';
}

/** How much the page must shrink to fit the panel (never grown past its real size). */
const useFitScale = (frameWidth: number) => {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const fit = () => setScale(Math.min(1, box.clientWidth / frameWidth));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [frameWidth]);
  return { boxRef, scale };
};

/**
 * The real public page with the drafts applied, in a frame laid out at a phone's, a tablet's or a
 * laptop's width and scaled to the panel: what a visitor would see once the drafts are published.
 * While the form holds unsaved typing, the frame shows the page with it (`live`: the server's
 * HTML, in a sandboxed frame that runs no script), at the same scroll position; the note above
 * says which it shows.
 */
export function ContentPreview({
  src,
  title,
  width,
  onWidthChange,
  reloadKey = 0,
  error = null,
  onRetry = () => {},
  live = null,
}: ContentPreviewProps) {
  const name = useId();
  const size = previewWidths[width];
  const { boxRef, scale } = useFitScale(size.width);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const frameKey = `${src ?? ''}|${reloadKey}`;
  const keepScroll = useKeptScroll();
  const typed = live?.html ?? null;
  const loading = !error && typed === null && loadedKey !== frameKey;
  return (
    <section className="content-preview" aria-label="Page preview">
      <fieldset className="content-preview__widths">
        <legend>Preview width</legend>
        {previewWidthNames.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === width}
              onChange={() => onWidthChange(option)}
            />
            {previewWidths[option].label} {previewWidths[option].width}
          </label>
        ))}
      </fieldset>
      {/* Said plainly (issue 47): whether the frame is the saved page or the typing. */}
      <p
        className={`content-preview__note${live?.state === 'refused' ? ' content-preview__note--refused' : ''}`}
        aria-live="polite"
      >
        {noteOf(live)}
      </p>
      {error ? (
        <LoadError message={error.message} requestId={error.requestId} onRetry={onRetry} />
      ) : (
        <div
          ref={boxRef}
          className="content-preview__box"
          style={{ height: Math.round(size.height * scale) }}
          aria-busy={loading || live?.state === 'updating'}
        >
          {loading ? (
            <p role="status" className="content-preview__status">
              Loading the preview…
            </p>
          ) : null}
          {typed !== null ? (
            // No script runs in it (no allow-scripts); same origin only so its scroll is kept.
            <iframe
              key="typed"
              className="content-preview__frame"
              title={title}
              srcDoc={typed}
              sandbox="allow-same-origin"
              width={size.width}
              height={size.height}
              style={{ transform: `scale(${scale})` }}
              onLoad={(event) => keepScroll(event.currentTarget)}
            />
          ) : src ? (
            <iframe
              key={frameKey}
              className="content-preview__frame"
              title={title}
              src={src}
              width={size.width}
              height={size.height}
              style={{ transform: `scale(${scale})` }}
              onLoad={(event) => {
                setLoadedKey(frameKey);
                keepScroll(event.currentTarget);
              }}
            />
          ) : null}
        </div>
      )}
      {src && !error ? (
        <p className="content-preview__open">
          <a href={src} target="_blank" rel="noreferrer">
            {typed !== null
              ? 'Open the saved preview in a new tab'
              : 'Open the preview in a new tab'}
          </a>
        </p>
      ) : null}
    </section>
  );
}
