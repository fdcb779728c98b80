import { useEffect, useId, useRef, useState } from 'react';
import { LoadError } from '../LoadError';
import { previewWidthNames, previewWidths } from './previewWidths';
import type { PreviewWidth } from './previewWidths';
import './ContentPreview.css';

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
 * It shows the saved draft, not unsaved typing, and says so above the frame.
 */
export function ContentPreview({
  src,
  title,
  width,
  onWidthChange,
  reloadKey = 0,
  error = null,
  onRetry = () => {},
}: ContentPreviewProps) {
  const name = useId();
  const size = previewWidths[width];
  const { boxRef, scale } = useFitScale(size.width);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const frameKey = `${src ?? ''}|${reloadKey}`;
  const loading = !error && loadedKey !== frameKey;
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
      {/* Said plainly (issue 47): the frame is the server's page of the saved draft, so what is
          typed and not saved yet is not in it. */}
      <p className="content-preview__note">Shows the last saved draft; save to update.</p>
      {error ? (
        <LoadError message={error.message} requestId={error.requestId} onRetry={onRetry} />
      ) : (
        <div
          ref={boxRef}
          className="content-preview__box"
          style={{ height: Math.round(size.height * scale) }}
          aria-busy={loading}
        >
          {loading ? (
            <p role="status" className="content-preview__status">
              Loading the preview…
            </p>
          ) : null}
          {src ? (
            <iframe
              key={frameKey}
              className="content-preview__frame"
              title={title}
              src={src}
              width={size.width}
              height={size.height}
              style={{ transform: `scale(${scale})` }}
              onLoad={() => setLoadedKey(frameKey)}
            />
          ) : null}
        </div>
      )}
      {src && !error ? (
        <p className="content-preview__open">
          <a href={src} target="_blank" rel="noreferrer">
            Open the preview in a new tab
          </a>
        </p>
      ) : null}
    </section>
  );
}
