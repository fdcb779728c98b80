// Debian's Chromium for every browser test (stories and e2e): tools that download their own
// browser do not work on these machines. As root it needs --no-sandbox, and without the
// background-networking flags it keeps trying to reach hosts this network refuses.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
