// Measures the JavaScript the landing route loads before any interaction (the public entry,
// index.html's chunk, the hydration it imports when the page has loaded, app/site/hydrateSite.tsx,
// the page's components that imports in turn, app/site/PublicSite.tsx, and everything those
// import statically, from Vite's manifest) as served:
// brotli bytes (the .br twin the build wrote, quality 11), with raw and gzip beside it, and checks
// that none of it is admin code. `--check` turns the report into a gate at 90 KB brotli (the
// issue's budget; LANDING_JS_BUDGET overrides it in bytes). The lead modal's view counts: the
// page loads it when idle after hydration. What loads later is not counted here because nothing
// loads it before an interaction: the lead modal's machine (its first opening) and the carousels
// (first activity, when near); e2e/ssr.e2e.ts checks that in a browser. It also gates what the
// HTML itself loads (the first script and its static imports) at 5 KB brotli: React and the
// components wait for the page to be shown (app/entry-site.tsx), and a static import of either
// in the first script would quietly put them back beside the banner image.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const TARGET_BROTLI_BYTES = 90 * 1024;
const BUDGET_BROTLI_BYTES = Number(process.env.LANDING_JS_BUDGET ?? TARGET_BROTLI_BYTES);
const FIRST_SCRIPT_BROTLI_BYTES = 5 * 1024;
// Texts only admin screens render; finding one in the landing JS means admin code leaked in.
const ADMIN_MARKERS = ['Manage Testimonials', 'Create New Client', 'Testimonials Person Name'];

// The public pages' entry (index.html); the console has its own (console.html). The entry
// imports the hydration after the load event, with no interaction: it counts.
const entryKey = 'index.html';
const hydrationKey = 'site/hydrateSite.tsx';
if (!manifest[entryKey]?.isEntry)
  throw new Error('dist/ has no index.html entry: run npm run build.');
if (!manifest[entryKey].dynamicImports?.includes(hydrationKey))
  throw new Error(`index.html's entry no longer imports ${hydrationKey}: update this script.`);
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) visit(child);
};
visit(entryKey);
// What the page's first script needs (during the HTML's parse); the rest comes after load.
const firstScript = new Set(seen);
visit(hydrationKey);
// The page's components, which the hydration imports in a task after React's (so neither
// evaluation is a long task): loaded with no interaction, they count.
const componentsKey = 'site/PublicSite.tsx';
if (!manifest[hydrationKey].dynamicImports?.includes(componentsKey))
  throw new Error(`${hydrationKey} no longer imports ${componentsKey}: update this script.`);
visit(componentsKey);
// The lead modal's view, loaded ahead of the first tap (app/site/leadModalLoader.ts).
const leadModalViewKey = 'site/leadModal/LeadModalHost.tsx';
if (!manifest[entryKey].dynamicImports?.includes(leadModalViewKey))
  throw new Error(`index.html's entry no longer imports ${leadModalViewKey}: update this script.`);
visit(leadModalViewKey);

const landingKeys = [...seen];
// A page built from blocks (issue 44) loads all of that, and its own chunk before it hydrates
// (app/site/PublicSite.tsx's pageCode, app/site/hydrateSite.tsx): measured as a route of its
// own under the same budget. Its blocks that need no script are never fetched (ServerHtml), nor
// its carousels before activity: dynamic imports, not counted.
const campaignKey = 'site/pages/CampaignPageContainer.tsx';
if (!manifest[componentsKey].dynamicImports?.includes(campaignKey))
  throw new Error(`${componentsKey} no longer imports ${campaignKey}: update this script.`);
visit(campaignKey);
const campaignKeys = [...seen].filter((key) => !landingKeys.includes(key));

const measure = (key) => {
  const file = manifest[key].file;
  const code = readFileSync(path.join(dist, file));
  const twin = path.join(dist, `${file}.br`);
  const brotli = existsSync(twin)
    ? readFileSync(twin).length
    : brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return {
    file,
    when: firstScript.has(key) ? 'with the HTML' : 'after load',
    raw: code.length,
    brotli,
    gzip: gzipSync(code, { level: 9 }).length,
    text: code.toString(),
  };
};
const chunks = landingKeys.map(measure);
const campaignChunks = campaignKeys.map(measure);
const total = chunks.reduce(
  (sum, c) => ({ raw: sum.raw + c.raw, brotli: sum.brotli + c.brotli, gzip: sum.gzip + c.gzip }),
  { raw: 0, brotli: 0, gzip: 0 },
);
const campaignTotal = campaignChunks.reduce((sum, c) => sum + c.brotli, total.brotli);
const leaks = ADMIN_MARKERS.filter((marker) =>
  [...chunks, ...campaignChunks].some((c) => c.text.includes(marker)),
);

console.log('Landing route JavaScript (loaded before any interaction):');
const line = (c) => `${c.raw} B raw, ${c.brotli} B brotli, ${c.gzip} B gzip`;
for (const c of chunks) console.log(`  ${c.file}  ${line(c)} (${c.when})`);
console.log(
  `  total: ${line(total)} (gate ${BUDGET_BROTLI_BYTES} B brotli; target ${TARGET_BROTLI_BYTES} B)`,
);
const withHtml = chunks
  .filter((c) => c.when === 'with the HTML')
  .reduce((sum, c) => sum + c.brotli, 0);
console.log(`  with the HTML: ${withHtml} B brotli (gate ${FIRST_SCRIPT_BROTLI_BYTES} B)`);
console.log('A page built from blocks (/<slug>) loads the same and:');
for (const c of campaignChunks) console.log(`  ${c.file}  ${line(c)} (before hydration)`);
console.log(`  total: ${campaignTotal} B brotli (gate ${BUDGET_BROTLI_BYTES} B brotli)`);
console.log(leaks.length ? `  admin code found: ${leaks.join(', ')}` : '  admin code: none');

const tooHeavy =
  total.brotli > BUDGET_BROTLI_BYTES ||
  campaignTotal > BUDGET_BROTLI_BYTES ||
  withHtml > FIRST_SCRIPT_BROTLI_BYTES;
if (process.argv.includes('--check') && (leaks.length || tooHeavy)) {
  console.error('Landing route weight check failed.');
  process.exit(1);
}
