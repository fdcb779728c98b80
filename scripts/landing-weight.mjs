// Measures the JavaScript the landing route loads before any interaction (the entry chunk and
// everything it imports statically, from Vite's manifest), in raw and gzip bytes, and checks that
// none of it is admin code. `--check` turns the report into a gate with a byte budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_GZIP_BYTES = Number(process.env.LANDING_JS_BUDGET ?? 200_000);
// Texts only admin screens render; finding one in the landing JS means admin code leaked in.
const ADMIN_MARKERS = ['Manage Testimonials', 'Create New Client', 'Testimonials Person Name'];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) visit(child);
};
visit(entryKey);

const chunks = [...seen].map((key) => {
  const file = manifest[key].file;
  const code = readFileSync(path.join(dist, file));
  return {
    file,
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    text: code.toString(),
  };
});
const total = chunks.reduce((sum, c) => ({ raw: sum.raw + c.raw, gzip: sum.gzip + c.gzip }), {
  raw: 0,
  gzip: 0,
});
const leaks = ADMIN_MARKERS.filter((marker) => chunks.some((c) => c.text.includes(marker)));

console.log('Landing route JavaScript (loaded before any interaction):');
for (const c of chunks) console.log(`  ${c.file}  ${c.raw} B raw, ${c.gzip} B gzip`);
console.log(
  `  total: ${total.raw} B raw, ${total.gzip} B gzip (budget ${BUDGET_GZIP_BYTES} B gzip)`,
);
console.log(leaks.length ? `  admin code found: ${leaks.join(', ')}` : '  admin code: none');

if (process.argv.includes('--check') && (leaks.length || total.gzip > BUDGET_GZIP_BYTES)) {
  console.error('Landing route weight check failed.');
  process.exit(1);
}
