import type { DeviceClass } from '@/sdk/schemas/analytics';
import { boundedCache } from './boundedCache';

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

/** What counting reads from a User-Agent: whether it is a bot, its browser family, its device. */
export interface UserAgentReading {
  bot: boolean;
  browser: string;
  device: DeviceClass;
}

/** Distinct User-Agents remembered: a site's visitors send a few hundred; a flood, any number. */
export const USER_AGENT_CACHE_ENTRIES = 2_000;
const USER_AGENT_CACHED_LENGTH = 512;
const readings = boundedCache<UserAgentReading>(USER_AGENT_CACHE_ENTRIES);

/**
 * isBot, browserFamily and deviceClass of one User-Agent, remembered by its text: the same few
 * hundred strings come with every beacon, and the three tests are a dozen regular expressions.
 */
export function readUserAgent(userAgent: string): UserAgentReading {
  const read = () => ({
    bot: isBot(userAgent),
    browser: browserFamily(userAgent),
    device: deviceClass(userAgent),
  });
  // A browser's is 100-300 characters; a longer one is read each time, so the cache stays small.
  return userAgent.length > USER_AGENT_CACHED_LENGTH ? read() : readings.get(userAgent, read);
}

/** How many readings are remembered (the bound's test). */
export const userAgentReadings = () => readings.size;
