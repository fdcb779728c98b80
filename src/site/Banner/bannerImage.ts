/**
 * How wide the banner picture is drawn (Banner.css: one column below 800 px, else the right-hand
 * 1fr of `1.1fr 1fr` inside the 1200 px container). Shared with the server's preload link, which
 * must ask for exactly what the <img> will pick.
 */
export const BANNER_IMAGE_SIZES = '(max-width: 799.98px) 92vw, (max-width: 1199.98px) 44vw, 520px';
