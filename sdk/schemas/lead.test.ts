import { describe, expect, it } from 'vitest';
import { Lead, LeadMessages, emptyLeadValues } from './lead';
import { checkLead } from './leadCheck';
import { ConsentMessages, CURRENT_CONSENT_VERSION } from './leadConsent';

const valid = { name: 'Asha Rao', email: 'asha@school.in', mobile: '9876543210', message: 'Demo?' };
const firstMessage = (input: unknown) => {
  const result = Lead.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('Lead', () => {
  it('accepts a complete enquiry and trims it', () => {
    expect(Lead.parse({ ...valid, name: '  Asha Rao ' }).name).toBe('Asha Rao');
  });

  it.each(['name', 'email', 'mobile', 'message'] as const)('requires %s', (field) => {
    expect(firstMessage({ ...valid, [field]: '   ' })).toBe(LeadMessages.required);
    expect(firstMessage({ ...valid, [field]: undefined })).toBe(LeadMessages.required);
  });

  it.each(['asha', 'asha@school', 'asha@school.i', 'a sha@school.in', '@school.in'])(
    'rejects the email %s',
    (email) => expect(firstMessage({ ...valid, email })).toBe(LeadMessages.email),
  );

  it.each(['a@b.co', 'first.last+tag@sub.example.org'])('accepts the email %s', (email) => {
    expect(Lead.safeParse({ ...valid, email }).success).toBe(true);
  });

  it.each([
    '5876543210',
    '987654321',
    '98765432101',
    '98765-4321',
    '+91 58765 43210',
    '+92 98765 43210',
    '0 98765 4321',
    '009876543210',
    '+91 (98765) 43210',
  ])('rejects the mobile %s with the spec message', (mobile) =>
    expect(firstMessage({ ...valid, mobile })).toBe(LeadMessages.mobile),
  );

  it.each(['6000000000', '7123456789', '8999999999', '9876543210'])('accepts %s', (mobile) => {
    expect(Lead.safeParse({ ...valid, mobile }).success).toBe(true);
  });

  it.each([
    ['+91 91234 56789', '9123456789'],
    ['+91-91234-56789', '9123456789'],
    ['+919123456789', '9123456789'],
    ['0091 91234 56789', '9123456789'],
    ['91 91234 56789', '9123456789'],
    ['091234 56789', '9123456789'],
    ['91234-56789', '9123456789'],
    [' 98765 43210 ', '9876543210'],
  ])('accepts %s as people type it and keeps the ten digits %s', (mobile, digits) => {
    expect(Lead.parse({ ...valid, mobile }).mobile).toBe(digits);
  });

  it('uses the spec messages word for word', () => {
    expect(LeadMessages).toEqual({
      required: 'Please fill all the fields',
      email: 'Please enter a valid email address',
      mobile: 'Please enter a valid 10-digit mobile number',
    });
  });
});

describe('Lead consent', () => {
  it('is optional and never assumed', () => {
    expect(Lead.parse(valid)).not.toHaveProperty('marketingConsent');
  });

  it('keeps a ticked box with the version of the wording shown', () => {
    const lead = { ...valid, marketingConsent: true, consentVersion: CURRENT_CONSENT_VERSION };
    expect(Lead.parse(lead)).toMatchObject(lead);
  });

  it('refuses a ticked box without a version, or with one this site never showed', () => {
    expect(Lead.safeParse({ ...valid, marketingConsent: true }).success).toBe(false);
    const unknown = { ...valid, marketingConsent: true, consentVersion: '1999-01' };
    expect(firstMessage(unknown)).toBe(ConsentMessages.version);
  });

  it('shows a consent problem beside the box on the forms', () => {
    const check = checkLead(
      { ...emptyLeadValues(), ...valid, marketingConsent: true },
      {
        consentVersion: '1999-01' as never,
      },
    );
    expect(check).toEqual({ ok: false, errors: { marketingConsent: ConsentMessages.version } });
  });
});
