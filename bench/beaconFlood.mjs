// Beacons from many addresses (issue 45 item 4): the abuse case the limit per address cannot stop
// alone, timed as bench/beaconIngest.mjs times the flood from one address. The server trusts its
// loopback proxy (TRUST_PROXY=127.0.0.1, as behind the proxy docs/deploy.md puts in front), so
// X-Forwarded-For names each beacon's address; its limit per address is the default one
// (ANALYTICS_RATE_LIMIT, 120 a minute), not lifted. Of every 20 beacons: 14 come each from an
// address of its own (10.a.b.c, a new /24 every 256: a new visitor each), 4 from 2 addresses that
// send far past the limit (429), 1 is over the 2 KB limit (413), 1 names a page the site does not
// have (400). A lead (from 127.0.0.1) is timed alone and beside the flood. Stored is read back
// from the report, as in beaconIngest.mjs. `BENCH_PARTS=flood` runs it alone; `ingest` runs it too.
import { cpuSecondsOf } from './processStats.mjs';
import { beacon, lead, run, signIn, summary, viewsToday } from './beaconIngest.mjs';

const SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 10);
const LEAD_SECONDS = Number(process.env.BENCH_INGEST_PAGE_SECONDS ?? 6);
const CONNECTIONS = 32;

/**
 * The server settings of this run: the loopback proxy trusted, and the beacon's limit per address
 * back at its default (serverBench.mjs lifts it for the floods from one address).
 */
export const FLOOD_SERVER_ENV = { TRUST_PROXY: '127.0.0.1', ANALYTICS_RATE_LIMIT: '120' };

const body = (fields) => JSON.stringify({ kind: 'pageview', page: '/', ...fields });
const OVERSIZED = body({ utmCampaign: 'x'.repeat(3000) });
const UNKNOWN_PAGE = body({ page: '/no-such-page' });

/** The n-th beacon of the flood: its address and body (see the file's comment). */
function nth(n) {
  const slot = n % 20;
  if (slot >= 1 && slot <= 4) return { address: `192.0.2.${n % 2}`, body: beacon.body };
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  if (slot === 0) return { address, body: OVERSIZED };
  if (slot === 5) return { address, body: UNKNOWN_PAGE };
  return { address, body: beacon.body };
}

function manyAddresses() {
  let n = 0;
  return {
    ...beacon,
    setupRequest: (request) => {
      const { address, body: sent } = nth(n++);
      return {
        ...request,
        body: sent,
        headers: { ...request.headers, 'x-forwarded-for': address },
      };
    },
  };
}

const byStatus = (result) =>
  Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );

/**
 * The flood alone for SECONDS (what is answered, stored, refused); then a lead alone and a lead
 * beside the flood, LEAD_SECONDS each. Apart, because a lead stream (each lead written and
 * fsync'd at once, on PGlite on the event loop's thread) slows the flood it is timed beside.
 */
export async function measureFlood(base, pid) {
  await run(base, beacon, 2, 4); // warm-up from 127.0.0.1: the day's salt, the row, the JIT
  const token = await signIn(base);
  const before = await viewsToday(base, token);
  const cpuBefore = cpuSecondsOf(pid);
  const flood = await run(base, manyAddresses(), SECONDS, CONNECTIONS);
  const stored = (await viewsToday(base, token)) - before;
  const serverCpu = cpuSecondsOf(pid) - cpuBefore;
  const leadAlone = summary(await run(base, lead, LEAD_SECONDS, 2));
  const [leadBeside, floodBeside] = await Promise.all([
    run(base, lead, LEAD_SECONDS, 2).then(summary),
    run(base, manyAddresses(), LEAD_SECONDS, CONNECTIONS).then(summary),
  ]);
  return {
    flood: { ...summary(flood), statuses: byStatus(flood), stored, serverCpu },
    leadAlone,
    leadBeside,
    floodBeside,
  };
}

export function floodTable({ flood, leadAlone, leadBeside, floodBeside }) {
  const { statuses, stored, serverCpu } = flood;
  const count = (code) => (statuses[code] ?? 0).toLocaleString('en');
  const sent = Object.values(statuses).reduce((a, b) => a + b, 0);
  const lost = flood.other - sent + (statuses['204'] ?? 0);
  return [
    `| Measure (beacons from many addresses, ${CONNECTIONS} connections) | Figure |`,
    `| --- | --- |`,
    `| Answered (${SECONDS} s) | ${sent.toLocaleString('en')} (${Math.round(sent / SECONDS)}/s); p50 / p99 ${flood.p50} / ${flood.p99} ms${lost > 0 ? `; ${lost} errors or timeouts` : ''} |`,
    `| 204 / 429 / 413 / 400 | ${count('204')} / ${count('429')} / ${count('413')} / ${count('400')} |`,
    `| Stored (page views read back) | ${stored.toLocaleString('en')} (${Math.round(stored / SECONDS)}/s) |`,
    `| Server CPU: share of one core; stored per CPU second | ${Math.round((100 * serverCpu) / SECONDS)}%; ${Math.round(stored / serverCpu)} |`,
    `| Lead alone (2 connections, ${LEAD_SECONDS} s): /s, p50 / p99 | ${leadAlone.perSecond}/s, ${leadAlone.p50} / ${leadAlone.p99} ms |`,
    `| Lead beside the flood (${floodBeside.perSecond} beacons/s answered): /s, p50 / p99 | ${leadBeside.perSecond}/s, ${leadBeside.p50} / ${leadBeside.p99} ms; p99 ${(leadBeside.p99 / Math.max(1, leadAlone.p99)).toFixed(2)}x alone |`,
  ].join('\n');
}
