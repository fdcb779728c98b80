import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ANALYTICS_BEACON_PATH } from '@/sdk/schemas/analyticsConstants';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeroBlock } from '@/sdk/content/pageBlocks';
import type { z } from 'zod';
import { analyticsDay } from '../analytics/analyticsDay';
import { browserFamily } from '../analytics/userAgent';
import { visitorKey } from '../analytics/visitorKey';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import { DEMO_PAGE_SLUG } from '../demo/demoPages';
import { experimentArm } from '../experiments/experimentArm';
import { databaseBackends } from './backends';
import { adminToken } from './fixtures';
import { call } from './requests';
import { buildSite } from './siteBuild';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Issue 45 (3): a page under experiment is drawn by the server in the visitor's arm. The arm
// comes from the daily key the beacon counts by; the HTML and the data the browser hydrates
// from show the same arm; one rendered page is kept per arm; who is not counted sees the control.

const HOST = 'lms.example';
const PAGE = `/${DEMO_PAGE_SLUG}`;
const CONTROL_TITLE = 'Run every batch, test and fee from one place';
const VARIANT_TITLE = 'One app for batches, tests and fees: see it in 20 minutes';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

type Hero = z.infer<typeof HeroBlock>;
const variant: Hero = {
  id: 'hero',
  hidden: false,
  type: 'hero',
  eyebrow: '',
  title: VARIANT_TITLE,
  text: 'Live classes, test series and fee reminders in your institute’s own app.',
  cta: 'Book a Demo',
  withForm: false,
};

interface Visitor {
  ip: string;
  userAgent: string;
  headers?: Record<string, string>;
}

/** Twenty visitors on different networks, half of them in Firefox. */
const visitors: Visitor[] = Array.from({ length: 20 }, (_, i) => ({
  ip: `198.51.${100 + i}.7`,
  userAgent: i % 2 ? FIREFOX : CHROME,
}));

const out = mkdtempSync(join(tmpdir(), 'lms-experiment-pages-'));
let staticDir: string;
beforeAll(async () => {
  staticDir = await buildSite(out);
}, 180_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe.each(databaseBackends())('a page under experiment on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let token: string;
  /** The running experiment on the hero (started through the API). */
  let hero = '';
  /** The keys of the pages rendered (not answered from the cache) since the last reset. */
  let rendered: string[] = [];

  const view = ({ ip, userAgent, headers }: Visitor) =>
    server.app.inject({
      method: 'GET',
      url: PAGE,
      remoteAddress: ip,
      headers: { host: HOST, 'user-agent': userAgent, ...headers },
    });
  const heroTitle = (html: string) =>
    new JSDOM(html).window.document.querySelector('h1')?.textContent;

  /** The arm experimentArm gives this visitor, from the day's salt as the beacon reads it. */
  const expectedArm = async (id: string, { ip, userAgent }: Visitor, split = 50) => {
    const [row] = await rawRows<{ salt: string }>(
      database.db,
      sql`SELECT salt FROM analytics_salts WHERE day = ${analyticsDay(new Date())}::date`,
    );
    if (!row) throw new Error('no salt for today');
    const key = visitorKey({
      salt: row.salt,
      host: HOST,
      address: ip,
      browser: browserFamily(userAgent),
    });
    return experimentArm(key, id, split);
  };

  /** Starts an experiment as the console does; answers its id. */
  const start = async (blockId: string, block: unknown, split = 50) => {
    const json = {
      name: `Test of ${blockId}`,
      page: DEMO_PAGE_SLUG,
      blockId,
      variant: block,
      split,
    };
    const started = await call(server.app, '/api/experiments/create', { token, json });
    expect(started.status).toBe(200);
    return (started.body.data as { id: string }).id;
  };
  const end = async (id: string) => {
    const ended = await call(server.app, '/api/experiments/end', {
      token,
      json: { id, keep: 'control' },
    });
    expect(ended.status).toBe(200);
  };
  const beacon = ({ ip, userAgent }: Visitor) =>
    server.app.inject({
      method: 'POST',
      url: ANALYTICS_BEACON_PATH,
      remoteAddress: ip,
      headers: { host: HOST, 'user-agent': userAgent, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ kind: 'pageview', page: PAGE }),
    });

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({ staticDir, demoContent: true }, database);
    token = await adminToken(server.context.db);
    // Every page render goes through the content cache's remember under a `page:` key.
    const cache = server.context.contentCache;
    const remember = cache.remember.bind(cache);
    cache.remember = (key, load) =>
      remember(key, () => {
        if (key.startsWith('page:')) rendered.push(key);
        return load();
      });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await dispose?.();
  });

  it('leaves a page with no experiment as it was: its key, its bytes, no-cache', async () => {
    rendered = [];
    const first = await view(visitors[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(heroTitle(first.body)).toBe(CONTROL_TITLE);
    expect(rendered).toEqual([expect.stringMatching(new RegExp(`${PAGE}$`))]);
    // Every visitor gets the same bytes, from the cache.
    const again = await view(visitors[1]!);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(rendered).toHaveLength(1);
  });

  it("draws each visitor's arm, the same on every view, one render per arm", async () => {
    hero = await start('hero', variant);
    rendered = [];
    const seen: Array<{ arm: string; etag: unknown }> = [];
    for (const visitor of visitors) {
      const page = await view(visitor);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      const arm = await expectedArm(hero, visitor);
      const title = heroTitle(page.body);
      expect(title).toBe(arm === 'variant' ? VARIANT_TITLE : CONTROL_TITLE);
      // The data the browser hydrates from holds the same title, and never the other one.
      expect(page.body.includes(VARIANT_TITLE)).toBe(arm === 'variant');
      expect(page.body.includes(CONTROL_TITLE)).toBe(arm === 'control');
      seen.push({ arm, etag: page.headers.etag });
      // The same visitor again: the same arm (answered from the cache).
      expect(heroTitle((await view(visitor)).body)).toBe(title);
    }
    const arms = new Set(seen.map((s) => s.arm));
    expect(arms).toEqual(new Set(['control', 'variant']));
    for (const arm of arms) {
      expect(new Set(seen.filter((s) => s.arm === arm).map((s) => s.etag)).size).toBe(1);
    }
    // One render per arm, each under a key that names it.
    expect([...rendered].sort()).toEqual([
      expect.stringMatching(new RegExp(`${PAGE}\\|${hero}=control$`)),
      expect.stringMatching(new RegExp(`${PAGE}\\|${hero}=variant$`)),
    ]);
  });

  it('shows the control to whoever the beacon does not count', async () => {
    // A visitor in the variant arm, as a bot, a prefetch, with GPC and with DNT.
    const inVariant = [];
    for (const visitor of visitors)
      if ((await expectedArm(hero, visitor)) === 'variant') inVariant.push(visitor);
    const someone = inVariant[0]!;
    const uncounted: Visitor[] = [
      {
        ...someone,
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
      { ...someone, userAgent: '' },
      { ...someone, headers: { 'sec-purpose': 'prefetch' } },
      { ...someone, headers: { 'sec-gpc': '1' } },
      { ...someone, headers: { dnt: '1' } },
    ];
    for (const visitor of uncounted) {
      const page = await view(visitor);
      expect(heroTitle(page.body)).toBe(CONTROL_TITLE);
      expect(page.headers['cache-control']).toBe('private, no-cache');
    }
    expect(heroTitle((await view(someone)).body)).toBe(VARIANT_TITLE);
  });

  it('answers early per arm, and a revalidation per arm', async () => {
    const served = server.cachedAnswers.served;
    const [a] = visitors;
    const first = await view(a!);
    const second = await view(a!);
    expect(server.cachedAnswers.served).toBeGreaterThan(served);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('private, no-cache');
    const revalidated = await server.app.inject({
      method: 'GET',
      url: PAGE,
      remoteAddress: a!.ip,
      headers: {
        host: HOST,
        'user-agent': a!.userAgent,
        'if-none-match': String(first.headers.etag),
      },
    });
    expect(revalidated.statusCode).toBe(304);
    // Another visitor in the other arm sends the first one's tag: a full page of their own arm.
    const armA = await expectedArm(hero, a!);
    let otherArm = a!;
    for (const visitor of visitors)
      if ((await expectedArm(hero, visitor)) !== armA) otherArm = visitor;
    const crossed = await server.app.inject({
      method: 'GET',
      url: PAGE,
      remoteAddress: otherArm.ip,
      headers: {
        host: HOST,
        'user-agent': otherArm.userAgent,
        'if-none-match': String(first.headers.etag),
      },
    });
    expect(otherArm).not.toBe(a);
    expect(crossed.statusCode).toBe(200);
    expect(heroTitle(crossed.body)).toBe(armA === 'variant' ? CONTROL_TITLE : VARIANT_TITLE);
  });

  it('is counted by the beacon in the arm it drew', async () => {
    const drawn = { control: 0, variant: 0 };
    for (const visitor of visitors) {
      const title = heroTitle((await view(visitor)).body);
      drawn[title === VARIANT_TITLE ? 'variant' : 'control'] += 1;
      expect((await beacon(visitor)).statusCode).toBe(204);
    }
    await server.context.analytics.flush();
    const results = await call(server.app, '/api/experiments/results', {
      token,
      json: { id: hero },
    });
    const arms = (results.body.data as { arms: Array<{ arm: string; visitors: number }> }).arms;
    expect(arms.map(({ arm, visitors: n }) => [arm, n])).toEqual([
      ['control', drawn.control],
      ['variant', drawn.variant],
    ]);
  });

  it('splits by each experiment apart, and goes back to the published page when it ends', async () => {
    // A second experiment on another block: the key names both arms, in id order.
    const stats = await start('stats', {
      id: 'stats',
      hidden: false,
      type: 'stats',
      title: 'Numbers from our institutes',
      items: [{ value: '1,200+', label: 'institutes' }],
    });
    const arm = (id: string) => `\\|${id.replace(/[^\w-]/g, '\\$&')}=(control|variant)`;
    const both = [stats, hero].sort().map(arm).join('');
    rendered = [];
    await view(visitors[0]!);
    expect(rendered).toEqual([expect.stringMatching(new RegExp(`${both}$`))]);
    await end(stats);
    await end(hero);
    rendered = [];
    for (const visitor of visitors.slice(0, 4)) {
      const page = await view(visitor);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(heroTitle(page.body)).toBe(CONTROL_TITLE);
    }
    expect(rendered).toEqual([expect.stringMatching(new RegExp(`${PAGE}$`))]);
  });
});
