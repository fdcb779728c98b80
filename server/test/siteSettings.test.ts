import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint, settings, SiteSettings } from '@/sdk/content';
import { defaultSettings } from '../demo/defaultSettings';
import { ensureSettings } from '../content/ensureSettings';
import { adminToken } from './fixtures';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestApp();
  token = await adminToken(server.context.db);
});
afterAll(() => server.close());

const read = async () => {
  const answer = await call(server.app, endpoint(settings, 'getall'));
  expect(answer.status).toBe(200);
  const list = SiteSettings.array().parse(answer.body.data);
  expect(list).toHaveLength(1);
  return list[0]!;
};

/** Every field as the console's form sends it: text, with the record's id. */
const form = (changes: Record<string, string> = {}) => ({
  siteSettingsId: 'site-settings',
  ...Object.fromEntries(Object.entries(defaultSettings).map(([k, v]) => [k, String(v)])),
  ...changes,
});

describe('site settings', () => {
  it('exist from the first start, with the current site facts, for every visitor', async () => {
    const stored = await read();
    expect(stored).toMatchObject({ ...defaultSettings, _id: 'site-settings', logo: '' });
    // A restart finds them and keeps an editor's changes.
    await ensureSettings(server.context.db);
    expect((await read())._id).toBe('site-settings');
  });

  it('take an admin edit of the phone, the promo code and its last day', async () => {
    const answer = await call(server.app, endpoint(settings, 'update'), {
      token,
      form: form({
        salesPhone: '+91 90000 11111',
        promoCode: 'DIWALI40',
        promoEndsOn: '2026-12-31',
      }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await read()).toMatchObject({
      salesPhone: '+91 90000 11111',
      promoCode: 'DIWALI40',
      promoEndsOn: '2026-12-31',
    });
  });

  it('refuse an update without a token', async () => {
    const answer = await call(server.app, endpoint(settings, 'update'), { form: form() });
    expect(answer.status).toBe(401);
  });

  it.each([
    ['a wrong e-mail', { salesEmail: 'not an address' }, 'salesEmail', 'Enter an e-mail address.'],
    ['a phone with letters', { salesPhone: 'call us' }, 'salesPhone', 'Enter a phone number'],
    [
      'a link line without address',
      { productLinks: '## HRMS\nFeatures' },
      'productLinks',
      'Line 2',
    ],
    ['a javascript: link', { socialLinks: 'X | javascript:alert(1)' }, 'socialLinks', 'https://'],
    ['promo text without the code', { promoText: 'Get {percent} off' }, 'promoText', '{code}'],
    ['a percentage over 100', { promoPercent: '150' }, 'promoPercent', 'at most 100'],
    ['a date that is not one', { promoEndsOn: '31/12/2026' }, 'promoEndsOn', 'YYYY-MM-DD'],
    ['an oversize brand name', { brandName: 'x'.repeat(81) }, 'brandName', 'under 80'],
    ['a missing brand name', { brandName: '' }, 'brandName', 'All fields are required.'],
  ])(
    'refuse %s with 400 and the field message, storing nothing',
    async (_case, change, field, message) => {
      const before = await read();
      const answer = await call(server.app, endpoint(settings, 'update'), {
        token,
        form: form({ tagline: 'A changed tagline', ...change }),
      });
      expect(answer.status).toBe(400);
      const issues = answer.body.issues as Array<{ path: string[]; message: string }>;
      expect(issues.find((i) => i.path[0] === field)?.message).toContain(message);
      expect(await read()).toEqual(before);
    },
  );

  it('refuse an unknown key and a wrong type (JSON) with 400, storing nothing', async () => {
    const before = await read();
    const { siteSettingsId: _id, ...fields } = form();
    const base = {
      ...fields,
      siteSettingsId: 'site-settings',
      promoEnabled: true,
      promoPercent: 30,
    };
    const unknown = await call(server.app, endpoint(settings, 'update'), {
      token,
      json: { ...base, brandName: 'Changed', isAdmin: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('isAdmin');
    const wrongType = await call(server.app, endpoint(settings, 'update'), {
      token,
      json: { ...base, brandName: 'Changed', promoEnabled: 'yes' },
    });
    expect(wrongType.status).toBe(400);
    expect(await read()).toEqual(before);
  });
});
