import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_BEACON_PATH } from '@/sdk/schemas/analyticsConstants';
import { openLeadLinksInModal } from '../leadLinks';
import { sendAnalytics } from './beacon';
import { countPageView } from './countPageView';

const LANDING =
  'https://www.example.in/privacy-policy?utm_source=news&utm_medium=email&utm_campaign=spring&email=asha%40school.in';

/** A window on a campaign landing whose load, paint report and idle moment the test fires. */
function fakeWindow({
  sendBeacon = vi.fn(() => true) as unknown,
  href = LANDING,
  pageData = '{"name":"policy"}',
} = {}) {
  const load: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const paints: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: (l: unknown, o: { disconnect(): void }) => void) {}
    observe() {
      paints.push(() => this.callback([], { disconnect: () => undefined }));
    }
  }
  const win = {
    location: { href },
    document: {
      readyState: 'loading',
      referrer: 'https://mail.example.com/inbox/1',
      getElementById: (id: string) => (id === 'site-page' ? { textContent: pageData } : null),
    },
    navigator: { sendBeacon },
    PerformanceObserver: FakeObserver,
    setTimeout: () => 0,
    addEventListener: (type: string, run: () => void) => type === 'load' && load.push(run),
    requestIdleCallback: (run: () => void) => idle.push(run),
  };
  return {
    win: win as unknown as Window & typeof globalThis,
    sendBeacon,
    fire: {
      load: () => load.splice(0).forEach((run) => run()),
      paint: () => paints.splice(0).forEach((run) => run()),
      idle: () => idle.splice(0).forEach((run) => run()),
    },
  };
}

const bodyOf = (mock: unknown, call = 0) => {
  const [url, body] = (mock as ReturnType<typeof vi.fn>).mock.calls[call] as [string, string];
  expect(url).toBe(ANALYTICS_BEACON_PATH);
  expect(typeof body).toBe('string');
  return JSON.parse(body) as unknown;
};

describe('the analytics beacon', () => {
  it('sends the page view only once the page is shown and the browser is idle', () => {
    const { win, sendBeacon, fire } = fakeWindow();
    countPageView(win);
    expect(sendBeacon).not.toHaveBeenCalled();
    fire.load();
    expect(sendBeacon).not.toHaveBeenCalled();
    fire.paint();
    expect(sendBeacon).not.toHaveBeenCalled();
    fire.idle();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    // The path without its query (an e-mail address in it stays in the browser), the campaign
    // and the referring site's host; nothing else.
    expect(bodyOf(sendBeacon)).toEqual({
      kind: 'pageview',
      page: '/privacy-policy',
      referrerHost: 'mail.example.com',
      utmSource: 'news',
      utmMedium: 'email',
      utmCampaign: 'spring',
    });
  });

  it('names the call to action of a step of the lead path', () => {
    const { win, sendBeacon } = fakeWindow();
    expect(sendAnalytics(win, 'form_shown', 'banner: Get Free Consultant')).toBe(true);
    expect(bodyOf(sendBeacon)).toMatchObject({
      kind: 'form_shown',
      cta: 'banner: Get Free Consultant',
    });
  });

  it('counts neither a preview of drafts nor the not-found page', () => {
    const preview = fakeWindow({ href: 'https://www.example.in/preview/abc123/privacy-policy' });
    expect(sendAnalytics(preview.win, 'pageview')).toBe(false);
    const missing = fakeWindow({ pageData: '{"name":"notFound","site":{}}' });
    expect(sendAnalytics(missing.win, 'pageview')).toBe(false);
    expect(preview.sendBeacon).not.toHaveBeenCalled();
    expect(missing.sendBeacon).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no sendBeacon or refuses it', () => {
    expect(sendAnalytics(fakeWindow({ sendBeacon: null }).win, 'pageview')).toBe(false);
    const throwing = vi.fn(() => {
      throw new TypeError('refused');
    });
    expect(sendAnalytics(fakeWindow({ sendBeacon: throwing }).win, 'pageview')).toBe(false);
  });
});

describe('a tap on a call to action', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'sendBeacon', original);
    else Reflect.deleteProperty(navigator, 'sendBeacon');
    document.body.innerHTML = '';
  });

  it('is counted with its label as it opens the modal, and a plain link is not', () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    document.body.innerHTML = `<a id="cta" href="/book-a-demo?cta=x" data-lead-cta="header: Book a Demo">Book</a>
      <a id="faq" href="#faq">FAQ</a>`;
    const open = vi.fn();
    const stop = openLeadLinksInModal(document, open);
    try {
      document.getElementById('faq')?.click();
      expect(sendBeacon).not.toHaveBeenCalled();
      document.getElementById('cta')?.click();
      expect(open).toHaveBeenCalledWith('header: Book a Demo', expect.anything());
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      expect(bodyOf(sendBeacon)).toMatchObject({ kind: 'cta', cta: 'header: Book a Demo' });
    } finally {
      stop();
    }
  });
});
