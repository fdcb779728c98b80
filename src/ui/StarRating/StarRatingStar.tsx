/** One star glyph; decorative, the rating's meaning lives in the surrounding labels. */
export function StarRatingStar({ filled }: { filled: boolean }) {
  return (
    <svg
      className={filled ? 'star-rating__star star-rating__star--filled' : 'star-rating__star'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
