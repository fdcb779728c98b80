import { useId } from 'react';
import { Link } from 'react-router-dom';

/** An item or section whose images the site shows without alt text (issue 46). */
export interface AltTextPlace {
  /** Unique among the places (the content key, and the item's id for a collection). */
  id: string;
  /** How a person names it: "Clients: Acme Learning", "Home". */
  label: string;
  /** The console address of its form, where the alt text is written. */
  href: string;
  /** How many of its images need alt text. */
  images: number;
}

export interface DashboardSummaryAltTextProps {
  places: readonly AltTextPlace[];
}

const imagesNeed = (count: number) =>
  count === 1 ? '1 image needs alt text' : `${count} images need alt text`;

/**
 * The dashboard's reminder of images a spec-era client saved without alt text: the count, and a
 * link to each form where it is written. Nothing when every image is described.
 */
export function DashboardSummaryAltText({ places }: DashboardSummaryAltTextProps) {
  const titleId = useId();
  if (places.length === 0) return null;
  const total = places.reduce((sum, place) => sum + place.images, 0);
  return (
    <section className="dashboard__panel dashboard__alt-text" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard__panel-title">
        {imagesNeed(total)}
      </h2>
      <p className="dashboard__muted">
        The site shows {total === 1 ? 'it' : 'them'} without a description for people who cannot see{' '}
        {total === 1 ? 'it' : 'them'}. Describe each in its form:
      </p>
      <ul className="dashboard__alt-text-places">
        {places.map((place) => (
          <li key={place.id}>
            <Link to={place.href}>{place.label}</Link>
            {place.images > 1 ? (
              <span className="dashboard__muted"> ({place.images} images)</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
