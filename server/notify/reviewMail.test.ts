import { describe, expect, it } from 'vitest';
import { publishedMail } from './reviewMail';

// Issue 47 (4): a published delete proposal is no change "on the site now": the mail says where
// the item went.
describe('publishedMail', () => {
  const subject = { record: 'faqs “Is there an app?”', by: 'meera@school.in', note: '' };

  it('says a change is on the site', () => {
    expect(publishedMail(subject).text).toContain(
      'meera@school.in published your changes to faqs “Is there an app?”. They are on the site now.',
    );
  });

  it('says a published delete took the item off the site into the trash', () => {
    const mail = publishedMail({ ...subject, record: `${subject.record} (delete)`, deletes: true });
    expect(mail.subject).toBe('Published: faqs “Is there an app?” (delete)');
    expect(mail.text).toContain(
      'meera@school.in published your proposal to delete faqs “Is there an app?” (delete). It is off the site now, in the trash, where it can be restored.',
    );
    expect(mail.text).not.toContain('on the site now');
  });
});
