import { describe, expect, it } from 'vitest';
import { UTM_PARAMETERS } from '@/sdk/schemas/leadConstants';
import { privacyPolicy as privacyPolicyOf } from './privacy';

const privacyPolicy = privacyPolicyOf({
  brand: { name: 'Acme', legalName: 'Acme Learning Ltd' },
  mail: { support: 's@acme.in', privacy: 'p@acme.in', billing: 'b@acme.in' },
});

const text = [
  ...privacyPolicy.intro,
  ...privacyPolicy.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])]),
].join('\n');

describe('privacy policy (demo copy)', () => {
  it('names everything a lead stores about where it came from', () => {
    for (const parameter of Object.values(UTM_PARAMETERS)) expect(text).toContain(parameter);
    expect(text).toMatch(/the button you pressed/);
    expect(text).toMatch(/the page you were on/);
    expect(text).toMatch(/host name only/);
    expect(text).toMatch(/do not store your IP address with an enquiry/);
    expect(text).toMatch(/session storage for that visit only/);
  });

  it('says what the cookieless counting records, and what it does not', () => {
    expect(text).toMatch(/no analytics cookies/);
    expect(text).not.toMatch(/analytics cookies to understand/);
    expect(text).toMatch(/your network address with its last part removed and your browser's name/);
    expect(text).toMatch(/Your address itself is never stored/);
    expect(text).toMatch(/random value is deleted at the end of each day/);
    expect(text).toMatch(/Global Privacy Control or Do Not Track/);
    expect(text).toContain('The individual events are deleted after 30 days');
  });

  it('states the retention the server applies by default', () => {
    // The copy and the server's default share DEFAULT_LEAD_RETENTION_MONTHS; this pins the words.
    expect(text).toContain('deleted automatically 24 months after we receive them');
  });
});
