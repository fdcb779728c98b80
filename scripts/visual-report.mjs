// The review page of a story run's visual comparison (test-results/visual/report.html): for each
// story whose picture changed or has no baseline yet, the baseline, the new image and the
// difference side by side. Reads the log .storybook/visual/capture.ts writes; compares nothing.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
export const baselineDir = join(root, 'stories/__visual__');
export const outputDir = join(root, 'test-results/visual');
// This run's log (.storybook/visual/capture.ts names it after VISUAL_RUN, set by test-stories).
const logFile = () => join(outputDir, `captures-${process.env.VISUAL_RUN ?? 'run'}.jsonl`);
const reportFile = join(outputDir, 'report.html');

/** Removes this run's log once its report is written. */
export function removeCaptureLog() {
  rmSync(logFile(), { force: true });
}

/** Every capture this run logged: { file, storyId, title, name, viewport, status, message }. */
export function readCaptures() {
  if (!existsSync(logFile())) return [];
  const records = readFileSync(logFile(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  // A story file run a second time (a hung page, test-stories.mjs) logs its captures again: the
  // last one of each picture is the one that counts.
  return [...new Map(records.map((record) => [record.file, record])).values()];
}

/**
 * Baselines of stories that no longer exist (renamed or removed): their id is not in the built
 * Storybook's index. A story that exists but failed, or was not run, keeps its baseline.
 */
export function obsoleteBaselines(storybookDir) {
  const indexFile = join(storybookDir, 'index.json');
  if (!existsSync(baselineDir) || !existsSync(indexFile)) return [];
  const { entries } = JSON.parse(readFileSync(indexFile, 'utf8'));
  const stories = new Set(Object.keys(entries));
  // <story id>.<width>.png
  const storyOf = (file) => file.replace(/\.[a-z]+\.png$/, '');
  return readdirSync(baselineDir).filter((f) => f.endsWith('.png') && !stories.has(storyOf(f)));
}

const escape = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

const figure = (label, path) => {
  if (!existsSync(path)) return `<figure><figcaption>${label}</figcaption><p>none</p></figure>`;
  const src = escape(relative(outputDir, path));
  return `<figure><figcaption>${label}</figcaption><a href="${src}"><img src="${src}" alt="${label}"></a></figure>`;
};

const section = (c) => {
  const stem = c.file.replace(/\.png$/, '');
  const heading = `${escape(c.title)} › ${escape(c.name)} <small>${escape(c.viewport)} · ${escape(c.storyId)}</small>`;
  const why = c.status === 'missing' ? 'No baseline yet.' : escape(c.message ?? 'Changed.');
  return `<section><h2>${heading}</h2><p>${why}</p><div class="row">
${figure('Baseline', join(baselineDir, c.file))}
${figure('New', join(outputDir, 'new', `${stem}-received.png`))}
${figure('Difference', join(outputDir, 'diff', `${stem}-diff.png`))}
</div></section>`;
};

/**
 * Writes the report when anything changed or is new, and returns its path (null when every
 * capture matched). `excluded` lists the stories that get no baseline, with the reasons.
 */
export function writeVisualReport(captures, excluded, obsolete) {
  const review = captures.filter((c) => c.status === 'changed' || c.status === 'missing');
  if (review.length === 0) return null;
  const list = (items) => items.map((i) => `<li>${i}</li>`).join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual changes: ${review.length}</title>
<style>
body { font: 14px/1.5 system-ui, sans-serif; margin: 24px; color: #0f172a; }
section { border-top: 1px solid #cbd5e1; padding: 12px 0; }
h2 { font-size: 16px; margin: 0; } small { color: #475569; font-weight: 400; }
.row { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; align-items: start; }
figure { margin: 0; } figcaption { font-weight: 600; }
img { max-width: 100%; border: 1px solid #cbd5e1; background: repeating-conic-gradient(#f1f5f9 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
</style></head><body>
<h1>${review.length} story picture(s) to review</h1>
<p>Each changed story: its committed baseline, the image of this run, and the difference (red:
pixels that differ). If the change is meant, accept it with <code>npm run test:visual -- --update</code>
(or <code>-- --update &lt;story files&gt;</code> for some) and commit <code>stories/__visual__/</code>.
Otherwise fix the code and run again.</p>
${review.map(section).join('\n')}
${obsolete.length ? `<h2>Baselines without a story</h2><p>Removed by the next full update.</p><ul>${list(obsolete.map(escape))}</ul>` : ''}
<h2>Stories without a baseline, and why</h2><ul>${list(Object.entries(excluded).map(([id, why]) => `${escape(id)}: ${escape(why)}`))}</ul>
</body></html>
`;
  writeFileSync(reportFile, html);
  return reportFile;
}
