// Contacts at 100,000 leads on PGlite (on disk, as `npm start` runs it), issue 38: the requests
// the console sends for the inbox grouped by contact, a contact's page and the owner and
// follow-up views, sent by the real sdk into the app in-process (app.inject), beside the lead
// dashboard on the same data. `BENCH_PARTS=contacts npm run bench`. A report, not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { configureApi, sdk } from '@/sdk';
import { buildApp } from '@/server/app';
import { insertAdmin } from '@/server/auth/admins';
import { hashToken, insertSession } from '@/server/auth/sessions';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/database';
import { rawRows } from '@/server/db/rawRows';
import { assignContacts, seedEnquiries } from './contactSeed';
import { injectFetch } from './injectFetch';

// BENCH_LEADS=5000 for a quick try of the bench itself; the figures are for 100,000.
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = 30;
const BUDGET_MS = 100;
/** The console's first inbox page (app/console/useLeadsInbox.ts). */
const PAGE = { page: 1, pageSize: 10 };
const TOKEN = 'bench-admin-token-0123456789abcdef0123456789abcdef0123';

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => sorted(xs)[Math.floor(xs.length * 0.95)] ?? 0;

/** Median and p95 of RUNS calls after 3 warm-ups (the sdk throws on any failure). */
async function time(call: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  return { median: median(times), p95: p95(times) };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lms-bench-contacts-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-password-1' }),
  demoContent: false,
  leadRetentionMonths: null,
  sharedRateLimits: false,
};
const database = await openDatabase(config.database);
try {
  const db = database.db;
  const started = performance.now();
  await seedEnquiries(db, LEADS);
  const seededIn = (performance.now() - started) / 1000;
  const me = await insertAdmin(db, { username: 'bench', passwordHash: 'none' });
  if (!me) throw new Error('bench admin not created');
  const expiresAt = new Date(Date.now() + 3_600_000);
  await insertSession(db, { adminId: me.id, tokenHash: hashToken(TOKEN), expiresAt });
  const team = [me.id];
  for (const name of ['sales-1', 'sales-2', 'sales-3']) {
    const user = await insertAdmin(db, { username: name, passwordHash: 'none', role: 'sales' });
    if (user) team.push(user.id);
  }
  await assignContacts(db, team, 600);
  const [shape] = await rawRows<{ contacts: number; repeats: number; most: number; top: string }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM contacts) AS contacts,
               (SELECT count(*)::int FROM (SELECT 1 FROM leads WHERE contact_id IS NOT NULL
                  GROUP BY contact_id HAVING count(*) > 1) AS r) AS repeats,
               n.most, n.top
        FROM (SELECT count(*)::int AS most, contact_id AS top FROM leads
              WHERE contact_id IS NOT NULL GROUP BY contact_id ORDER BY 1 DESC LIMIT 1) AS n`,
  );
  if (!shape) throw new Error('no contacts were made');
  const { app } = await buildApp({ config, database, logger: false });
  configureApi({ baseURL: 'http://bench.local', getToken: () => TOKEN, fetch: injectFetch(app) });
  const latest = (await sdk.contacts.list(PAGE)).items[0]?._id ?? shape.top;

  const d30 = await time(() => sdk.leads.dashboard({ days: 30 }));
  const rows: [string, { median: number; p95: number }][] = [
    ['dashboard, last 30 days (the reference)', d30],
    ['inbox, leads (leads.list, first page)', await time(() => sdk.leads.list(PAGE))],
    ['inbox grouped by contact (contacts.list)', await time(() => sdk.contacts.list(PAGE))],
    ['inbox grouped, page 200', await time(() => sdk.contacts.list({ ...PAGE, page: 200 }))],
    [
      `contact page, ${shape.most} enquiries (contacts.get)`,
      await time(() => sdk.contacts.get({ contactId: shape.top })),
    ],
    ['contact page, the latest contact', await time(() => sdk.contacts.get({ contactId: latest }))],
    ['inbox owner=me', await time(() => sdk.leads.list({ ...PAGE, owner: 'me' }))],
    ['inbox owner=me, grouped', await time(() => sdk.contacts.list({ ...PAGE, owner: 'me' }))],
    ['inbox followUp=due', await time(() => sdk.leads.list({ ...PAGE, followUp: 'due' }))],
    [
      'inbox owner=me + followUp=due, grouped',
      await time(() => sdk.contacts.list({ ...PAGE, owner: 'me', followUp: 'due' })),
    ],
    [
      'inbox owner=unassigned, grouped',
      await time(() => sdk.contacts.list({ ...PAGE, owner: 'unassigned' })),
    ],
    [
      'inbox search (leads.list)',
      await time(() => sdk.leads.list({ ...PAGE, search: 'School 4242' })),
    ],
    [
      'merge search (contacts.list, search, 10)',
      await time(() => sdk.contacts.list({ search: 'School 4242', pageSize: 10 })),
    ],
  ];
  await app.close();

  console.log(
    `\n## Contacts on PGlite (${LEADS.toLocaleString('en')} leads in ${shape.contacts.toLocaleString('en')} contacts, ${shape.repeats.toLocaleString('en')} with repeat enquiries, at most ${shape.most}; stored by the writer in ${seededIn.toFixed(0)} s; ${RUNS} runs each through the sdk, in-process app.inject)`,
  );
  console.log('| request | median ms | p95 ms | median vs dashboard | 100 ms budget |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const [name, t] of rows) {
    const ratio = (t.median / d30.median).toFixed(2);
    const verdict = t.p95 < BUDGET_MS ? 'met' : t.median < BUDGET_MS ? 'median only' : 'NOT met';
    console.log(
      `| ${name} | ${t.median.toFixed(1)} | ${t.p95.toFixed(1)} | ${ratio}x | ${verdict} |`,
    );
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
