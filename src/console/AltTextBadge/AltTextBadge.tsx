import './AltTextBadge.css';

/**
 * Marks an item or a field whose image the site shows without alt text (issue 46: a client
 * written for the product spec saved it without any, as WordPress allows). Words, not only a
 * colour, so it reads without colour vision.
 */
export function AltTextBadge() {
  return <span className="alt-text-badge">Needs alt text</span>;
}
