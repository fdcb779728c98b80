// One capture of a story at one width: the screenshot, compared with its committed baseline by
// jest-image-snapshot (pixelmatch), and a line in the run's log for the report
// (scripts/visual-report.mjs). No pixels are compared here.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import jestImageSnapshot from 'jest-image-snapshot';
import sharp from 'sharp';
import type { Page } from 'playwright';
import { paintedArea } from './inPage.ts';
import { isKnownShot, manifestEntry, readManifest } from './shotManifest.ts';
import type { ViewportName } from './viewports.ts';

const root = resolve(import.meta.dirname, '../..');
/** Committed baselines, one PNG per story and width: `<story id>.<width>.png`. */
export const BASELINE_DIR = join(root, 'stories/__visual__');
/** This run's new images, differences and log (not committed). */
export const OUTPUT_DIR = join(root, 'test-results/visual');
const RECEIVED_DIR = join(OUTPUT_DIR, 'new');
const DIFF_DIR = join(OUTPUT_DIR, 'diff');
const RETAKEN_DIR = join(OUTPUT_DIR, 'retaken');
/** The run's log: scripts/test-stories.mjs names its run, and reads the log for its report. */
const LOG = join(OUTPUT_DIR, `captures-${process.env.VISUAL_RUN ?? 'run'}.jsonl`);

/**
 * The tolerance. pixelmatch's per-pixel threshold (0.1 of the colour distance; anti-aliased
 * pixels are not counted) absorbs rendering noise; more than 40 differing pixels fails, which a
 * one-letter change of body text exceeds.
 */
const PIXEL_THRESHOLD = 0.1;
const FAILURE_PIXELS = 40;

const matchImage = jestImageSnapshot.configureToMatchImageSnapshot({
  customSnapshotsDir: BASELINE_DIR,
  customDiffDir: DIFF_DIR,
  customReceivedDir: RECEIVED_DIR,
  storeReceivedOnFailure: true,
  // The report shows baseline, new image and difference each on its own.
  onlyDiff: true,
  customDiffConfig: { threshold: PIXEL_THRESHOLD },
  failureThreshold: FAILURE_PIXELS,
  failureThresholdType: 'pixel',
  // In the test process: no second Node per comparison.
  runInProcess: true,
  // An update run writes what the page draws now, also where it was within the tolerance, so the
  // next run matches byte for byte and takes one screenshot (compareWithBaseline).
  updatePassedSnapshot: true,
});

/**
 * Baselines are 256-colour PNGs (libimagequant through sharp, no dithering): a third to a half of
 * the bytes of the browser's PNG. The new screenshot is reduced the same way before it is
 * compared, and the reduction is deterministic, so the same page gives the same file.
 */
const storedForm = (screenshot: Buffer) =>
  sharp(screenshot).png({ palette: true, colours: 256, dither: 0, compressionLevel: 9 }).toBuffer();

type Counts = { added: number; updated: number; matched: number; unmatched: number };
/** What jest-image-snapshot reads from the matcher's `this` (jest's matcher state). */
type MatcherState = {
  testPath: string;
  currentTestName: string;
  isNot: boolean;
  snapshotState: Counts & { _updateSnapshot: 'all' | 'new' | 'none' };
};
type MatchResult = { pass: boolean; message: () => string };

export type CaptureStatus = 'matched' | 'added' | 'updated' | 'missing' | 'changed';
export interface CaptureRecord {
  file: string;
  storyId: string;
  title: string;
  name: string;
  viewport: ViewportName;
  status: CaptureStatus;
  message?: string;
  /** Screenshots taken after the first, until two in a row were the same (compareWithBaseline). */
  retakes?: number;
  /** The page changed between two of those screenshots: it had not held still. */
  moved?: boolean;
  /** The passing screenshot and its baseline, for shotManifest.ts (an update run records it). */
  shot?: string;
  /** Matched by the screenshot's bytes alone (shotManifest.ts): no colour reduction, no pixels. */
  known?: boolean;
}

/**
 * The running test's matcher state (its path, name and snapshot state, with the update flag):
 * jest's global `expect`, read when a story is captured, inside the test.
 */
function jestState(): MatcherState {
  type Expect = { getState(): unknown };
  // The hooks run in the stories' environment's realm (.storybook/storyEnvironment.mjs), which
  // hands out the running file's `expect`; inside a test file's own realm it is a global.
  const realm = globalThis as unknown as { __storyExpect?: () => Expect; expect?: Expect };
  const expect = realm.__storyExpect?.() ?? realm.expect;
  if (!expect) throw new Error('A story can only be captured inside a test-runner test.');
  return expect.getState() as MatcherState;
}

const log = (record: CaptureRecord) => {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  appendFileSync(LOG, `${JSON.stringify(record)}\n`);
};

/** Each worker reads the committed manifest once (stories/__visual__/screenshots.json). */
let manifest: Record<string, string> | undefined;
const knownShots = () => (manifest ??= readManifest(BASELINE_DIR));

/** How many more screenshots a capture that differs from its baseline may take to hold still. */
const RETAKES = 3;

/**
 * Screenshots the page (below the fold too, down to what is painted; animations finished, no
 * caret) and compares it with the story's baseline at this width. A missing baseline fails unless
 * the run was asked to update (`npm run test:visual -- --update`); its new image still goes to
 * the report.
 *
 * A screenshot that is not the baseline's bytes counts only once the next one, taken after the
 * page is brought to rest again (`settle`), is the same (Playwright's toHaveScreenshot waits for
 * two equal screenshots the same way): a frame caught while something was still being laid out
 * (a busy machine's late paint) is retaken instead of failing, and a real change, the same in
 * every screenshot, still fails. Most captures match at once and take one screenshot.
 */
export async function compareWithBaseline(
  page: Page,
  story: { id: string; title: string; name: string },
  viewport: ViewportName,
  settle: () => Promise<void>,
  fullPage = true,
) {
  const takeScreenshot = async () => {
    const painted = await page.evaluate(paintedArea);
    const area = fullPage
      ? painted
      : {
          ...painted,
          height: Math.min(painted.height, page.viewportSize()?.height ?? painted.height),
        };
    return page.screenshot({
      fullPage: true,
      clip: { x: 0, y: 0, ...area },
      animations: 'disabled',
      caret: 'hide',
    });
  };
  const shoot = async () => {
    const screenshot = await takeScreenshot();
    return { screenshot, image: await storedForm(screenshot) };
  };
  const identifier = `${story.id}.${viewport}`;
  const record = {
    file: `${identifier}.png`,
    storyId: story.id,
    title: story.title,
    name: story.name,
    viewport,
  };
  const state = jestState();
  const baseline = join(BASELINE_DIR, record.file);
  const stored = existsSync(baseline) ? readFileSync(baseline) : null;
  // The screenshot's bytes already judged to match this very baseline: a match, without reducing
  // it to the baseline's colours (shotManifest.ts). An update run reduces and compares as before.
  const first = await takeScreenshot();
  const known = knownShots()[record.file];
  if (stored && known && state.snapshotState._updateSnapshot !== 'all') {
    const entry = manifestEntry(first, stored);
    if (isKnownShot(known, entry)) {
      log({ ...record, status: 'matched', shot: entry, known: true });
      return;
    }
  }
  let shot = { screenshot: first, image: await storedForm(first) };
  let image = shot.image;
  if (state.snapshotState._updateSnapshot !== 'all' && !stored) {
    mkdirSync(RECEIVED_DIR, { recursive: true });
    writeFileSync(join(RECEIVED_DIR, `${identifier}-received.png`), image);
    log({ ...record, status: 'missing' });
    throw new Error(
      `No baseline for ${identifier}: look at test-results/visual/report.html, then accept it with ` +
        '`npm run test:visual -- --update`.',
    );
  }
  // The same pixels give the same file (storedForm is deterministic), so an identical file is a
  // match without decoding both and comparing them: most stories, most runs.
  let retakes = 0;
  let moved = false;
  while (!stored?.equals(image) && retakes < RETAKES) {
    // Each screenshot of a capture that was retaken is kept, to see what moved between them.
    mkdirSync(RETAKEN_DIR, { recursive: true });
    writeFileSync(join(RETAKEN_DIR, `${identifier}-${retakes}.png`), image);
    await settle();
    const again = await shoot();
    retakes += 1;
    // Held still: the browser's own pixels are the same (the 256-colour form can pick another
    // palette for a change of a few pixels, so it is not the one compared here).
    if (again.screenshot.equals(shot.screenshot)) break;
    moved = true;
    shot = again;
    image = again.image;
  }
  const retaken = retakes > 0 ? { retakes, ...(moved ? { moved } : {}) } : {};
  if (stored?.equals(image)) {
    log({ ...record, status: 'matched', ...retaken, shot: manifestEntry(shot.screenshot, stored) });
    return;
  }
  const before = { ...state.snapshotState };
  const result = (
    matchImage as unknown as (this: MatcherState, ...args: unknown[]) => MatchResult
  ).call(state, image, { customSnapshotIdentifier: identifier });
  const after = state.snapshotState;
  const status: CaptureStatus = !result.pass
    ? 'changed'
    : after.added > before.added
      ? 'added'
      : after.updated > before.updated
        ? 'updated'
        : 'matched';
  // What the baseline is after the comparison: the image itself where it was written (added,
  // updated), else the stored one it was found close enough to.
  const judgedAgainst = status === 'matched' ? stored : image;
  log({
    ...record,
    status,
    ...retaken,
    ...(result.pass
      ? judgedAgainst && { shot: manifestEntry(shot.screenshot, judgedAgainst) }
      : { message: result.message() }),
  });
  if (!result.pass) {
    throw new Error(
      `${identifier} looks different from its baseline: ${result.message()}\n` +
        'Review test-results/visual/report.html; accept with `npm run test:visual -- --update`.',
    );
  }
}
