import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { DraftMessages, ORDER_DRAFT_ID } from '@/sdk/content/drafts';
import { PACT_FAQ, PACT_SECOND_FAQ } from '../draftExample';
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
// delete is proposed by key and id (`/api/drafts/proposeDelete`): the item's draft marked as one;
// a new order by key and every id (`/api/drafts/proposeOrder`): the collection's order draft.

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

  it('proposes a new order of the FAQ: the order draft with both orders, waiting for review', async () => {
    const second = PACT_SECOND_FAQ;
    const entry = (example: { id: string; question: string }) => ({
      id: like(example.id),
      name: like(example.question),
    });
    await createPact()
      .addInteraction()
      .given('two FAQ entries exist', {})
      .given(tokenState[0], tokenState[1])
      .uponReceiving('an editor proposes a new order of the FAQ')
      .withRequest('POST', '/api/drafts/proposeOrder', (req) =>
        req.headers(authorised).jsonBody({
          key: 'faqs',
          ids: [seeded('faqId', id), seeded('secondFaqId', second.id)],
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            {
              key: like('faqs'),
              id: ORDER_DRAFT_ID,
              name: like('New order'),
              isNew: boolean(false),
              changedFields: [],
              proposesDelete: boolean(false),
              order: {
                current: eachLike(entry(second)),
                proposed: eachLike(entry(PACT_FAQ)),
              },
              updated: stamp,
              review: {
                state: regex('^(editing|waiting|sent-back)$', 'waiting'),
                note: like(''),
                last: stamp,
              },
            },
            DraftMessages.orderProposed,
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const summary = await sdk.drafts.proposeOrder({ key: 'faqs', ids: [id, second.id] });
        expect(summary?.id).toBe(ORDER_DRAFT_ID);
        expect(summary?.order?.proposed[0]?.id).toBe(id);
        expect(summary?.review.state).toBe('waiting');
      });
  });
});
