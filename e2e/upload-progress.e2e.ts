import { expect, test } from './fixtures';
import sharp from 'sharp';
import { screenshot, signIn } from './support';

// About 1.4 MB of noise, which no encoder can shrink, so the upload takes a while on a slow link.
async function largeImage() {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
  const background = '#000000'; // sharp's types ask for one; the noise covers it
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, noise, background },
  })
    .png()
    .toBuffer();
  return { name: 'large-banner.png', mimeType: 'image/png', buffer };
}

test('an editor on a slow link sees the image upload progress before the save finishes', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/home');
  await expect(page.getByLabel('Banner Title')).not.toHaveValue('');
  const image = await largeImage();
  expect(image.buffer.byteLength).toBeGreaterThan(1_000_000);
  await page.getByLabel(/^Banner Image \*$/).setInputFiles(image);

  // Chromium's own throttling: about 256 kB/s up, so the upload lasts several seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });

  await page.getByRole('button', { name: 'Update' }).click();
  const bar = page.getByRole('progressbar', { name: /^Uploading image… \d+%$/ });
  await expect(bar).toBeVisible();
  // Partway: some of the file has gone and some has not, and the save has not finished.
  await expect(bar).toHaveAttribute('value', /^([1-9]|[1-9]\d)$/);
  await expect(page.getByText('Your Data Successfully Added.')).toHaveCount(0);
  await screenshot(page, 'admin-upload-progress', false);

  await expect(page.getByText('Your Data Successfully Added.').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(bar).toHaveCount(0);
});
