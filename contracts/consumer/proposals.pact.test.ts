import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { DraftMessages } from '@/sdk/content/drafts';
import { PACT_FAQ } from '../draftExample';
import { multipartRequest } from './multipart';
import {
  authorised,
  createPact,
  INSTANT,
  resetSdk,
  seeded,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

// Issue 47 (4): an editor's on/off switch while review is on is proposed as the item's draft:
// the draft save carries the id and `isActive` alone (a field edit sends the form's fields). A
// delete is proposed by key and id (`/api/drafts/proposeDelete`): the item's draft marked as one.

const { like, eachLike, boolean, regex } = MatchersV3;
const { id, question, answer } = PACT_FAQ;
const published = {
  _id: like(id),
  question: like(question),
  answer: like(answer),
  isActive: boolean(true),
};
const stamp = { by: like('pact-editor'), at: regex(INSTANT, '2026-11-27T01:30:00.000Z') };

afterEach(resetSdk);

describe('proposals contract', () => {
  it('proposes hiding a FAQ entry as its draft', async () => {
    await createPact()
      .addInteraction()
      .given('a FAQ entry exists', {})
      .given(tokenState[0], tokenState[1])
      .uponReceiving('an editor proposes hiding a FAQ entry')
      .withRequest('POST', '/api/faqSection/draft', (req) =>
        multipartRequest(req, { faqSectionId: id, isActive: 'false' }, [], authorised),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            {
              key: like('faqs'),
              id: like(id),
              name: like(question),
              isNew: boolean(false),
              changedFields: eachLike('isActive'),
              updated: stamp,
              review: {
                state: regex('^(editing|waiting|sent-back)$', 'editing'),
                note: like(''),
                last: null,
              },
              draft: { ...published, isActive: boolean(false) },
              published,
            },
            'Draft saved.',
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const { draft } = await sdk.drafts.save('faqs', { faqSectionId: id, isActive: false });
        expect(draft.changedFields).toEqual(['isActive']);
        expect(draft.draft.isActive).toBe(false);
        expect(draft.published?.isActive).toBe(true);
      });
  });

  it('proposes deleting a FAQ entry: its draft marked as a delete, waiting for review', async () => {
    await createPact()
      .addInteraction()
      .given('a FAQ entry exists', {})
      .given(tokenState[0], tokenState[1])
      .uponReceiving('an editor proposes deleting a FAQ entry')
      .withRequest('POST', '/api/drafts/proposeDelete', (req) =>
        req.headers(authorised).jsonBody({ key: 'faqs', id: seeded('faqId', id) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            {
              key: like('faqs'),
              id: like(id),
              name: like(question),
              isNew: boolean(false),
              changedFields: [],
              proposesDelete: boolean(true),
              updated: stamp,
              review: {
                state: regex('^(editing|waiting|sent-back)$', 'waiting'),
                note: like(''),
                last: stamp,
              },
            },
            DraftMessages.deleteProposed,
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const summary = await sdk.drafts.proposeDelete({ key: 'faqs', id });
        expect(summary.proposesDelete).toBe(true);
        expect(summary.review.state).toBe('waiting');
      });
  });
});
