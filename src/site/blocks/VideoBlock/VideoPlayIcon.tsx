/** The round play sign of the video's poster (decoration: the control's words name it). */
export function VideoPlayIcon() {
  return (
    <svg
      className="video-block__icon"
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
    >
      <circle cx="32" cy="32" r="32" fill="currentColor" />
      <path d="M26 20v24l20-12z" fill="var(--color-brand-900)" />
    </svg>
  );
}
