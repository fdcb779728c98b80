import type { DeviceClass } from '@/sdk/schemas/analytics';

/**
 * Crawlers, link previewers, monitors, headless browsers and HTTP libraries: not visitors. A
 * User-Agent that names one of these, or none at all, is not counted (docs/analytics.md).
 */
const BOTS =
  /bot\b|bot\/|crawl|spider|slurp|archiver|headless|lighthouse|pagespeed|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|whatsapp|telegram|curl\/|wget|python-|python\/|java\/|go-http|okhttp|axios|node-fetch|undici|postman|httpclient|scrapy|phantomjs|selenium|puppeteer|playwright/i;

export const isBot = (userAgent: string | undefined): boolean =>
  !userAgent?.trim() || BOTS.test(userAgent);

/**
 * The browser family, the one part of the User-Agent that goes into the visitor key: a family,
 * never its version or the platform, so the key changes with nothing but the browser.
 */
export function browserFamily(userAgent: string): string {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'opera';
  if (/SamsungBrowser\//.test(userAgent)) return 'samsung';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return 'other';
}

/** Phone, tablet or desktop, from the User-Agent alone (the beacon sends no screen size). */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return 'tablet';
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
