// Beacons at scale (issue 45 item 4): how many page-view beacons a second the server accepts and
// stores (`POST /api/analytics/beacon`, as navigator.sendBeacon sends it: text/plain JSON, a
// phone's User-Agent), and whether a flood of them slows the page a visitor asks for. autocannon
// on loopback against the real server (bench/serverBench.mjs's withServer), its beacon limit per
// address lifted for the bench (ANALYTICS_RATE_LIMIT: every request comes from 127.0.0.1). Every
// beacon lands on the same roll-up row (one page, source, device and day): the hottest row a
// campaign makes. The server's database is PGlite unless DATABASE_URL names a PostgreSQL. A
// report, not a test: `measureIngest` answers the figures, `ingestTable` formats them.
// A 204 is not a stored beacon (the server buffers them since issue 45 item 4): what was stored
// is read back from the day's page views in the conversion report, which writes the server's
// buffer before it reads, before and after the measured run.
// Beacons from many addresses, with the limit per address as set: bench/beaconFlood.mjs.
import autocannon from 'autocannon';
import { cpuSecondsOf } from './processStats.mjs';
import { LEAD, REQUESTS_PER_CONNECTION } from './serverBench.mjs';

const SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 10);
const PAGE_SECONDS = Number(process.env.BENCH_INGEST_PAGE_SECONDS ?? 6);
const CONNECTIONS = 32;
// A steady stream far above any real site's (1,000 a second is 86 million page views a day),
// beside which a page and a lead are timed: what a visitor feels while beacons arrive. The flood
// (as fast as 32 connections can send) is the abuse case, which the limit per address bounds.
const STEADY_RATE = Number(process.env.BENCH_INGEST_STEADY_RATE ?? 1000);
export const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export const beacon = {
  method: 'POST',
  path: '/api/analytics/beacon',
  headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE },
  body: JSON.stringify({ kind: 'pageview', page: '/', utmSource: 'bench', utmCampaign: 'ingest' }),
};
export const page = { method: 'GET', path: '/', headers: { 'user-agent': PHONE } };
export const lead = {
  method: 'POST',
  path: '/api/leads/create',
  headers: { 'content-type': 'application/json', 'user-agent': PHONE },
  body: JSON.stringify(LEAD),
};

// serverBench.mjs's first admin (its ADMIN_PASSWORD) signs in to read the report.
export async function signIn(base) {
  const answer = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-password-1', macAddress: 'bench' }),
  });
  const { token } = await answer.json();
  if (!token) throw new Error(`bench: the admin could not sign in (${answer.status})`);
  return token;
}

/** The page views stored today (the India day, as the server counts), read through the report. */
export async function viewsToday(base, token) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const answer = await fetch(`${base}/api/analytics/conversion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': token },
    body: JSON.stringify({ from: day, to: day }),
  });
  if (!answer.ok) throw new Error(`bench: the conversion report answered ${answer.status}`);
  return (await answer.json()).data.totals.views;
}

// Reconnecting after the server's requests per socket, as browsers do on its `Connection: close`
// (serverBench.mjs): without it every later request on a connection was a fast 503, counted here
// as throughput (the GET / figures were 503s, the beacons' capped at 32,000).
export const run = (base, request, seconds, connections, overallRate = undefined) =>
  autocannon({
    url: base,
    duration: seconds,
    connections,
    requests: [request],
    reconnectRate: REQUESTS_PER_CONNECTION,
    ...(overallRate ? { overallRate } : {}),
  });

/** `request` timed alone, then beside a steady stream of beacons at STEADY_RATE a second. */
async function besideSteady(base, request, connections) {
  const alone = summary(await run(base, request, PAGE_SECONDS, connections));
  const [beside, steady] = await Promise.all([
    run(base, request, PAGE_SECONDS, connections).then(summary),
    run(base, beacon, PAGE_SECONDS, CONNECTIONS, STEADY_RATE).then(summary),
  ]);
  return { alone, beside, steady };
}

const failures = (result) =>
  Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count}x${code}`)
    .join(', ');

export const summary = (result) => ({
  perSecond: Math.round(result.requests.average),
  ok: result['2xx'],
  other: result.non2xx + result.errors + result.timeouts,
  failures: failures(result),
  p50: result.latency.p50,
  p99: result.latency.p99,
});

/** Beacons a second alone; then GET / alone and GET / beside a flood of beacons. */
export async function measureIngest(base, pid) {
  await run(base, beacon, 2, CONNECTIONS); // warm-up: the day's salt, the row, the JIT
  const token = await signIn(base);
  const before = await viewsToday(base, token);
  const cpuBefore = cpuSecondsOf(pid);
  const ingest = summary(await run(base, beacon, SECONDS, CONNECTIONS));
  ingest.stored = (await viewsToday(base, token)) - before;
  // The server's share of one core over the run (the write of the last batch included): under
  // 100% says autocannon, on the other core, was the limit, not the server.
  ingest.serverCpu = cpuSecondsOf(pid) - cpuBefore;
  const pageAlone = summary(await run(base, page, PAGE_SECONDS, 4));
  const [pageBeside] = await Promise.all([
    run(base, page, PAGE_SECONDS, 4).then(summary),
    run(base, beacon, PAGE_SECONDS, CONNECTIONS),
  ]);
  const pageSteady = await besideSteady(base, page, 4);
  const leadSteady = await besideSteady(base, lead, 2);
  return { ingest, pageAlone, pageBeside, pageSteady, leadSteady, seconds: SECONDS };
}

export function ingestTable({ ingest, pageAlone, pageBeside, pageSteady, leadSteady, seconds }) {
  const notOk = ({ other, failures }) =>
    other > 0 ? ` (${other} not 200: ${failures || 'errors'})` : '';
  const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');
  return [
    `| Measure | Figure | Target |`,
    `| --- | --- | --- |`,
    `| Beacons answered a second (${CONNECTIONS} connections, ${seconds} s) | ${ingest.perSecond} (${ingest.ok} answered 204, ${ingest.other} other${ingest.failures ? `: ${ingest.failures}` : ''}) | |`,
    `| Beacons stored a second (page views read back) | ${Math.round(ingest.stored / seconds)} (${ingest.stored} stored of ${ingest.ok}) | >= 5,000 |`,
    `| Server CPU over the run: share of one core; beacons stored per CPU second | ${Math.round((100 * ingest.serverCpu) / seconds)}%; ${Math.round(ingest.stored / ingest.serverCpu)} | |`,
    `| Beacon latency p50 / p99 | ${ingest.p50} / ${ingest.p99} ms | |`,
    `| GET / alone: a second, p50 / p99 | ${pageAlone.perSecond}, ${pageAlone.p50} / ${pageAlone.p99} ms${notOk(pageAlone)} | |`,
    `| GET / beside the flood: a second, p50 / p99 | ${pageBeside.perSecond}, ${pageBeside.p50} / ${pageBeside.p99} ms${notOk(pageBeside)} (p99 ${ratio(pageBeside.p99, pageAlone.p99)} alone) | |`,
    ...steadyRows('GET / (4 connections)', pageSteady),
    ...steadyRows('Lead POST /api/leads/create (2 connections)', leadSteady),
  ].join('\n');
}

function steadyRows(what, { alone, beside, steady }) {
  const figures = (r) => `${r.perSecond}/s, p50 ${r.p50} / p99 ${r.p99} ms`;
  return [
    `| ${what} alone | ${figures(alone)} | |`,
    `| ${what} beside ${STEADY_RATE} beacons a second (${steady.perSecond}/s answered) | ${figures(beside)}; p99 ${(beside.p99 / Math.max(1, alone.p99)).toFixed(2)}x alone | |`,
  ];
}
