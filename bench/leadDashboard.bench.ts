// The dashboard API at 100,000 leads on PGlite (on disk, as `npm start` runs it), in-process
// through app.inject so the figure is the server's own time. Run by `npm run bench`.
// A report, not a test: it prints medians and ratios against the calls beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '@/server/app';
import { insertAdmin } from '@/server/auth/admins';
import { hashToken, insertSession } from '@/server/auth/sessions';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/database';
import type { Db } from '@/server/db/database';

const LEADS = 100_000;
const RUNS = 30;
const TOKEN = 'bench-admin-token-0123456789abcdef0123456789abcdef0123';

/** 100,000 leads over the last year: four calls to action, 44 sources, 28 campaigns, 4 states. */
async function seed(db: Db) {
  await db.execute(sql`
    INSERT INTO leads (id, name, email, mobile, message, status, created_at,
                       cta, page_path, utm_source, utm_medium, utm_campaign)
    SELECT 'bench-' || i, 'Bench Lead ' || i, 'lead' || i || '@example.com',
           '98' || lpad((i % 100000000)::text, 8, '0'), 'Benchmark enquiry about live classes',
           (ARRAY['new', 'contacted', 'qualified', 'closed'])[1 + i % 4],
           now() - make_interval(days => i % 365, secs => (i * 7919) % 86400),
           (ARRAY['header: Book a Demo', 'banner: Get Free Consultant',
                  'features: Book A Meeting', 'about: Book A Meeting'])[1 + (i / 7) % 4],
           '/',
           CASE (i / 3) % 6 WHEN 0 THEN NULL WHEN 1 THEN 'newsletter' WHEN 2 THEN 'google'
                WHEN 3 THEN 'facebook' ELSE 'partner-' || (i % 40) END,
           CASE (i / 3) % 6 WHEN 1 THEN 'email' WHEN 3 THEN 'social' ELSE NULL END,
           CASE (i / 11) % 4 WHEN 0 THEN NULL WHEN 1 THEN 'spring' WHEN 2 THEN 'diwali'
                ELSE 'promo-' || (i % 25) END
    FROM generate_series(1, ${LEADS}) AS i`);
  await db.execute(sql`ANALYZE leads`);
  const admin = await insertAdmin(db, { username: 'bench', passwordHash: 'none' });
  if (!admin) throw new Error('bench admin not created');
  const expiresAt = new Date(Date.now() + 3_600_000);
  await insertSession(db, { adminId: admin.id, tokenHash: hashToken(TOKEN), expiresAt });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lms-bench-dashboard-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-password-1' }),
  demoContent: false,
  leadRetentionMonths: null,
  sharedRateLimits: false,
};
const database = await openDatabase(config.database);
try {
  const started = performance.now();
  await seed(database.db);
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);
  const { app } = await buildApp({ config, database, logger: false });

  /** Median and p95 of RUNS calls (after 3 warm-ups), each checked for a 200. */
  const time = async (requests: [string, unknown][]) => {
    const once = async () => {
      const t = performance.now();
      for (const [url, body] of requests) {
        const answer = await app.inject({
          method: 'POST',
          url,
          headers: { 'x-admin-token': TOKEN, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
      }
      return performance.now() - t;
    };
    for (let i = 0; i < 3; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await once());
    return { median: median(times), p95: p95(times) };
  };

  const now = Date.now();
  const dayAgo = new Date(now - 86_400_000).toISOString();
  const weekAgo = new Date(now - 7 * 86_400_000).toISOString();
  const rows: [string, { median: number; p95: number }][] = [];
  const d30 = await time([['/api/leads/dashboard', { days: 30 }]]);
  rows.push(['dashboard, last 30 days (POST /api/leads/dashboard)', d30]);
  rows.push(['dashboard, last 90 days', await time([['/api/leads/dashboard', { days: 90 }]])]);
  rows.push([
    'baseline: old dashboard, 3 list calls (counts only, no charts)',
    await time([
      ['/api/leads/getall', { page: 1, pageSize: 5 }],
      ['/api/leads/getall', { page: 1, pageSize: 1, from: dayAgo }],
      ['/api/leads/getall', { page: 1, pageSize: 1, from: weekAgo }],
    ]),
  ]);
  rows.push([
    'baseline: inbox first page (getall, 25)',
    await time([['/api/leads/getall', { page: 1, pageSize: 25 }]]),
  ]);
  rows.push([
    'inbox filtered by source + campaign',
    await time([['/api/leads/getall', { source: 'newsletter', campaign: 'spring' }]]),
  ]);
  // The same dashboard without the lead indexes, to show what they are worth.
  for (const index of [
    'leads_created_at_idx',
    'leads_status_created_at_idx',
    'leads_utm_source_created_at_idx',
    'leads_utm_campaign_created_at_idx',
    'leads_cta_created_at_idx',
  ]) {
    await database.db.execute(sql.raw(`DROP INDEX ${index}`));
  }
  rows.push([
    'dashboard, last 30 days, WITHOUT the lead indexes',
    await time([['/api/leads/dashboard', { days: 30 }]]),
  ]);
  rows.push([
    'inbox filtered by source + campaign, WITHOUT indexes',
    await time([['/api/leads/getall', { source: 'newsletter', campaign: 'spring' }]]),
  ]);
  await app.close();

  console.log(
    `\n## Lead dashboard on PGlite (${LEADS.toLocaleString('en')} leads over a year, seeded in ${seededIn} s; ${RUNS} runs each, in-process app.inject)`,
  );
  console.log('| call | median ms | p95 ms | median vs dashboard 30 days |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, t] of rows) {
    const ratio = (t.median / d30.median).toFixed(2);
    console.log(`| ${name} | ${t.median.toFixed(1)} | ${t.p95.toFixed(1)} | ${ratio}x |`);
  }
  const d90 = rows[1]![1];
  const verdict = (t: { median: number }) => (t.median < 100 ? 'met' : 'NOT met');
  console.log(
    `Target, the dashboard answers in under 100 ms (median): 30 days ${verdict(d30)}, 90 days ${verdict(d90)}.`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
