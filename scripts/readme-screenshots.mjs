// `npm run screenshots:readme`: the README's pictures of today's site and console, made again the
// same way each time. Starts `npm start`'s server (scripts/start.mjs: builds what is missing) on a
// fresh temporary DATA_DIR with the demo content, leaves a dozen enquiries through the public API
// so the dashboard's charts and the inbox have something to show, signs in through the real form,
// and saves viewport-sized shots (1280 px wide; the phone at 390) into docs/screenshots/,
// quantised by sharp so each stays small. Chromium: scripts/chromium.mjs (/usr/bin/chromium or
// CHROMIUM_PATH, with the flags every browser run here uses).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'docs', 'screenshots');
const dataDir = mkdtempSync(join(tmpdir(), 'readme-screenshots-'));
const admin = { username: 'admin', password: `Readme-${randomBytes(9).toString('base64url')}` };

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    DEMO_CONTENT: 'true',
    LEAD_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  },
});
const stopServer = () =>
  new Promise((done) => {
    if (server.exitCode !== null) return done();
    server.once('exit', done);
    server.kill('SIGTERM');
  });

async function waitUntilReady() {
  // The first start may build the app and the server: minutes on a small machine.
  const until = Date.now() + 10 * 60_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become ready in 10 minutes');
}

const post = async (path, body, token) => {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { 'x-admin-token': token }) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
};

/** A dozen enquiries from several sources, some already worked, as a week of visitors leaves. */
async function leaveEnquiries() {
  const people = ['Asha Rao', 'Vikram Singh', 'Meera Pillai', 'Rohan Gupta', 'Fatima Sheikh'];
  const sources = ['google', 'facebook', 'instagram', null];
  const token = (await post('/api/admin/auth/login', { ...admin, macAddress: '00:00:00:00:00:00' }))
    .token;
  for (let i = 0; i < 12; i++) {
    const name = `${people[i % people.length]} ${i + 1}`;
    const lead = await post('/api/leads/create', {
      name,
      email: `enquiry${i + 1}@example.in`,
      mobile: `98765${String(43210 + i).padStart(5, '0')}`,
      message: 'We run coaching for classes 9 to 12 and want our own app and website.',
      cta: i % 3 === 0 ? 'header: Book a Demo' : 'hero: Get Started',
      pagePath: '/',
      ...(sources[i % sources.length] && {
        utmSource: sources[i % sources.length],
        utmMedium: 'cpc',
        utmCampaign: 'diwali',
      }),
    });
    const status = ['contacted', 'qualified', 'closed'][i % 4];
    if (status && lead.data?._id)
      await post('/api/leads/update', { leadId: lead.data._id, status }, token);
  }
}

/** A viewport (or whole-page) shot, quantised: the pictures are flat UI colours and a few photos. */
async function shoot(page, name, fullPage = false) {
  const png = await page.screenshot({ animations: 'disabled', fullPage });
  await sharp(png)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toFile(join(outDir, `${name}.png`));
  console.log(`readme-screenshots: docs/screenshots/${name}.png`);
}

const settle = (page) => page.waitForLoadState('networkidle');

let browser;
try {
  await waitUntilReady();
  await leaveEnquiries();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const desktop = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await desktop.newPage();
  await page.goto('/');
  await settle(page);
  await shoot(page, 'landing-desktop-top');

  await page.goto('/login');
  await page.getByLabel(/username/i).fill(admin.username);
  await page.getByLabel(/password/i).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
  await settle(page);
  // The whole dashboard: the summary, the latest leads and the charts below them.
  await page.locator('.lead-charts[aria-busy="false"] svg').first().waitFor();
  await shoot(page, 'admin-dashboard', true);
  for (const [path, name, ready] of [
    ['/leads', 'admin-leads', () => page.getByRole('table').first().waitFor()],
    ['/manage-client', 'admin-manage-client', () => page.getByRole('table').first().waitFor()],
    ['/home', 'admin-home', () => page.getByRole('button', { name: 'Update' }).waitFor()],
  ]) {
    await page.goto(path);
    await ready();
    await settle(page);
    await shoot(page, name);
  }

  const phone = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const phonePage = await phone.newPage();
  await phonePage.goto('/');
  await settle(phonePage);
  await shoot(phonePage, 'landing-390-top');
} finally {
  await browser?.close();
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
