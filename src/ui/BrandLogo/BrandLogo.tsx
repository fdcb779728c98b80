import './BrandLogo.css';

export type BrandLogoProps = {
  /** `light` for dark backgrounds (footer). */
  tone?: 'dark' | 'light';
  /** The brand name from the site settings; the console, which loads no settings, says "Console". */
  name?: string;
  /** An uploaded logo's URL (site settings); without one, the built-in mark. */
  logoUrl?: string | null;
  /** The uploaded logo's alt text; empty: decorative, as the name beside it says it all. */
  logoAlt?: string;
};

/** The brand mark and name. The name is real text so it scales and translates. */
export function BrandLogo({
  tone = 'dark',
  name = 'Console',
  logoUrl,
  logoAlt = '',
}: BrandLogoProps) {
  return (
    <span className={`brand-logo brand-logo--${tone}`}>
      {logoUrl ? (
        <img className="brand-logo__mark" src={logoUrl} alt={logoAlt} width="36" height="36" />
      ) : (
        <svg
          className="brand-logo__mark"
          width="36"
          height="36"
          viewBox="0 0 36 36"
          aria-hidden="true"
        >
          <rect width="36" height="36" rx="9" fill="#3d46c2" />
          <path d="M8 13l10-5 10 5-10 5z" fill="#f59e0b" />
          <path d="M12 16v6c0 2 3 4 6 4s6-2 6-4v-6l-6 3z" fill="#fff" />
        </svg>
      )}
      <span className="brand-logo__name">{name}</span>
    </span>
  );
}
