// Debian's Chromium for every browser test (stories and e2e): tools that download their own
// browser do not work on these machines. As root it needs --no-sandbox, and without the
// background-networking flags it keeps trying to reach hosts this network refuses.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The tests' browser: Debian's `chromium-headless-shell`, Chromium's headless-only build (the same
// Blink and Skia, the same version as the `chromium` package, the build Playwright itself tests
// with). It draws a page with less than half the CPU of the full browser's headless mode: ten
// contexts opening the stories' preview took 5 core-seconds instead of 12.5, ten launches 3.3
// instead of 9.4 (docs/testing.md). Its text is anti-aliased a shade differently, so the stories'
// baselines are drawn by it. The full browser stays for what measures a visitor's browser
// (Lighthouse, the bench's taps) and the README's screenshots.
export const testChromiumPath =
  process.env.TEST_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
