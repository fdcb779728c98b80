import './CarouselControls.css';

export type CarouselPauseButtonProps = {
  /** Whether the carousel is moving now. */
  playing: boolean;
  /** Flips between playing and paused. */
  onToggle: () => void;
  /** What moves, for the accessible name, e.g. "client logos". */
  label: string;
};

/** The visible pause/play control every autoplaying carousel carries. */
export function CarouselPauseButton({ playing, onToggle, label }: CarouselPauseButtonProps) {
  return (
    <button
      type="button"
      className="carousel-control carousel-control--pause"
      onClick={onToggle}
      aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        {playing ? (
          <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
        ) : (
          <path d="M4 2l10 6-10 6z" fill="currentColor" />
        )}
      </svg>
      <span aria-hidden="true">{playing ? 'Pause' : 'Play'}</span>
    </button>
  );
}
