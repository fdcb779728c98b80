import { MatchersV3 } from '@pact-foundation/pact';
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes';
import type {
  V4RequestBuilder,
  V4UnconfiguredInteraction,
} from '@pact-foundation/pact/src/v4/http/types';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, sdk } from '@/sdk';
import {
  PACT_FAQ,
  PACT_FAQ_DRAFT,
  PACT_PREVIEW_LINK_ID,
  PACT_RELEASE_ID,
  PACT_USER_ID,
} from '../draftExample';
import { CONTENT_ID, TRASH_ID, VERSION_ID } from '../pactIds';
import { multipartRequest } from './multipart';
import {
  authorised,
  createPact,
  failureBody,
  INSTANT,
  MISSING_ID,
  resetSdk,
  seeded,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

// Issue 37's calls (docs/drafts.md), sent by the real sdk. They match what the console reads:
// the records by type, states and actions by their words, moments as ISO 8601 in UTC.

const { like, eachLike, boolean, integer, regex, fromProviderState } = MatchersV3;
const at = (example = '2026-11-27T01:30:00.000Z') => regex(INSTANT, example);
const { id, question, answer } = PACT_FAQ;
const ref = { key: 'faqs', id } as const;
/** The same reference as a request sends it: the id the FAQ states answer (`faqId`). */
const sentRef = { key: 'faqs', id: seeded('faqId', id) };
const published = {
  _id: like(id),
  question: like(question),
  answer: like(answer),
  isActive: boolean(true),
};
const drafted = { ...published, answer: like(PACT_FAQ_DRAFT.answer) };
const stamp = { by: like('pact-editor'), at: at() };
const summary = (state = 'editing') => ({
  key: like('faqs'),
  id: like(id),
  name: like(question),
  isNew: boolean(false),
  changedFields: eachLike('answer'),
  updated: stamp,
  review: { state: regex('^(editing|waiting|sent-back)$', state), note: like(''), last: null },
});
const detail = { ...summary(), draft: drafted, published };
const versionSummary = {
  _id: like(VERSION_ID.first),
  key: like('faqs'),
  recordId: like(id),
  action: regex('^(create|update|delete|restore)$', 'create'),
  changedFields: eachLike('question'),
  actorName: like('pact-editor'),
  at: at(),
  releaseId: null,
};
const release = (status: string) => ({
  _id: like(PACT_RELEASE_ID),
  name: like('Diwali'),
  status: regex('^(open|scheduled|published|failed)$', status),
  items: eachLike({
    key: like('faqs'),
    id: like(id),
    action: regex('^(publish|unpublish)$', 'publish'),
  }),
  scheduledAt: status === 'scheduled' ? at('2030-06-01T04:30:00.000Z') : null,
  publishedAt: status === 'published' ? at() : null,
  created: stamp,
  publishedBy: status === 'published' ? like('pact-token-admin') : null,
  failure: like(''),
});
const previewLink = {
  _id: like(PACT_PREVIEW_LINK_ID),
  label: like('Reviewer'),
  createdBy: like('pact-editor'),
  createdAt: at(),
  expiresAt: at(),
  revokedAt: null,
  active: boolean(true),
};

const faqExists = ['a FAQ entry exists', {}] as const;
const hasDraft = ['the FAQ entry has a draft', {}] as const;
const selfToken = [
  'a valid admin token exists',
  { ...tokenState[1], userId: PACT_USER_ID },
] as const;

/** One interaction: its provider states in the order they are seeded, then the description. */
function interaction(description: string, states: ReadonlyArray<readonly [string, JsonMap]>) {
  let pact: V4UnconfiguredInteraction = createPact().addInteraction();
  for (const [name, params] of states) pact = pact.given(name, params);
  return pact.uponReceiving(description);
}

/** A JSON request with the admin token. */
const json = (body: unknown) => (req: V4RequestBuilder) => req.headers(authorised).jsonBody(body);

afterEach(resetSdk);
const TOKEN = authorised['x-admin-token'];

describe('drafts contract', () => {
  it('saves a draft of a FAQ entry from the form', async () => {
    await interaction('an editor saves a draft of a FAQ entry', [faqExists, tokenState])
      .withRequest('POST', '/api/faqSection/draft', (req) =>
        multipartRequest(req, { faqSectionId: id, answer: PACT_FAQ_DRAFT.answer }, [], authorised),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(detail, 'Draft saved.')))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        const { draft } = await sdk.drafts.save('faqs', {
          faqSectionId: id,
          answer: PACT_FAQ_DRAFT.answer,
        });
        expect(draft.draft.answer).toBe(PACT_FAQ_DRAFT.answer);
        expect(draft.published?.answer).toBe(answer);
      });
  });

  it('lists the records with unpublished changes', async () => {
    await interaction('the console lists the drafts of the FAQ', [hasDraft, tokenState])
      .withRequest('POST', '/api/drafts/getall', json({ key: 'faqs' }))
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(summary()))))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.drafts.list({ key: 'faqs' }))[0]?.changedFields).toEqual(['answer']);
      });
  });

  it('reads one draft with the published record beside it', async () => {
    await interaction('the console reads the draft of a FAQ entry', [hasDraft, tokenState])
      .withRequest('POST', '/api/drafts/get', json(sentRef))
      .willRespondWith(200, (res) => res.jsonBody(successBody(detail)))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.drafts.get('faqs', id)).draft.answer).toBe(PACT_FAQ_DRAFT.answer);
      });
  });

  it('answers 404 for a record without a draft', async () => {
    await interaction('the console reads a draft that does not exist', [faqExists, tokenState])
      .withRequest('POST', '/api/drafts/get', json(sentRef))
      .willRespondWith(404, (res) => res.jsonBody(failureBody('This record has no draft.')))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        const error = await sdk.drafts.get('faqs', id).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 404 });
      });
  });

  it('publishes a draft', async () => {
    await interaction('an admin publishes the draft of a FAQ entry', [hasDraft, tokenState])
      .withRequest('POST', '/api/drafts/publish', json(sentRef))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            {
              key: like('faqs'),
              id: like(id),
              record: drafted,
              versionId: like(VERSION_ID.second),
            },
            'Published.',
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.drafts.publish(ref)).record.answer).toBe(PACT_FAQ_DRAFT.answer);
      });
  });

  it('discards a draft', async () => {
    await interaction('an editor discards the draft of a FAQ entry', [hasDraft, tokenState])
      .withRequest('POST', '/api/drafts/discard', json(sentRef))
      .willRespondWith(200, (res) => res.jsonBody(successBody({ key: like('faqs'), id: like(id) })))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        await sdk.drafts.discard(ref);
      });
  });

  it('asks for review, and an admin sends a draft back with a note', async () => {
    await interaction('an editor asks for review of a draft', [hasDraft, tokenState])
      .withRequest('POST', '/api/drafts/review/request', json(sentRef))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            ...summary('waiting'),
            review: {
              state: regex('^(editing|waiting|sent-back)$', 'waiting'),
              note: like(''),
              last: stamp,
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.drafts.requestReview(ref)).review.state).toBe('waiting');
      });
    const note = 'Say which platforms.';
    await interaction('an admin sends a waiting draft back', [
      ['the FAQ entry has a draft waiting for review', {}],
      tokenState,
    ])
      .withRequest('POST', '/api/drafts/review/sendBack', json({ ...sentRef, note }))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            ...summary('sent-back'),
            review: {
              state: regex('^(editing|waiting|sent-back)$', 'sent-back'),
              note: like(note),
              last: stamp,
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.drafts.sendBack({ ...ref, note })).review.note).toBe(note);
      });
  });
});

describe('history and trash contract', () => {
  it('lists the versions of a record and reads one with its comparison', async () => {
    await interaction('the console lists the versions of a FAQ entry', [faqExists, tokenState])
      .withRequest('POST', '/api/versions/getall', json({ ...sentRef, page: 1, pageSize: 25 }))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            items: eachLike(versionSummary),
            total: integer(1),
            page: integer(1),
            pageSize: integer(25),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.versions.list(ref)).items[0]?.action).toBe('create');
      });
    const versionId = fromProviderState('${versionId}', VERSION_ID.first);
    await interaction('the console reads one version of a FAQ entry', [faqExists, tokenState])
      .withRequest('POST', '/api/versions/get', json({ versionId }))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            ...versionSummary,
            before: null,
            after: { question: like(question), answer: like(answer), isActive: boolean(true) },
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        const version = await sdk.versions.get(VERSION_ID.first);
        expect(version.fields.find((field) => field.name === 'question')).toMatchObject({
          before: undefined,
          after: question,
          changed: true,
        });
      });
  });

  it('restores an earlier version as a draft', async () => {
    const versionId = fromProviderState('${versionId}', VERSION_ID.first);
    await interaction('an editor restores the first version of a changed FAQ entry', [
      ['the FAQ entry was changed once', {}],
      tokenState,
    ])
      .withRequest('POST', '/api/versions/restore', json({ versionId }))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            { ...detail, draft: published, published: drafted },
            'Restored as a draft: publish it to put it on the site.',
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.versions.restore(VERSION_ID.first)).draft.answer).toBe(answer);
      });
  });

  it('lists the trash, restores an item, and undoes one’s own delete', async () => {
    const trashItem = {
      _id: like(TRASH_ID),
      key: like('faqs'),
      recordId: like(id),
      name: like(question),
      record: published,
      hadDraft: boolean(false),
      deletedAt: at(),
      deletedBy: like('pact-token-admin'),
      purgeAt: at(),
    };
    const deleted = ['the token user deleted the FAQ entry', {}] as const;
    const restored = {
      key: like('faqs'),
      id: like(id),
      record: published,
      versionId: like(VERSION_ID.third),
    };
    await interaction('the console lists the trash', [selfToken, deleted])
      .withRequest('POST', '/api/trash/getall', json({}))
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(trashItem))))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.trash.list())[0]?.recordId).toBe(id);
      });
    await interaction('an admin restores a FAQ entry from the trash', [selfToken, deleted])
      .withRequest(
        'POST',
        '/api/trash/restore',
        json({ trashId: fromProviderState('${trashId}', TRASH_ID) }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(restored, 'Restored.')))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.trash.restore(TRASH_ID)).id).toBe(id);
      });
    await interaction('an editor undoes the delete of a FAQ entry', [selfToken, deleted])
      .withRequest('POST', '/api/trash/undo', json(sentRef))
      .willRespondWith(200, (res) => res.jsonBody(successBody(restored, 'Restored.')))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.trash.undo(ref)).record.question).toBe(question);
      });
  });
});

describe('releases contract', () => {
  const withRelease = ['a release with the FAQ entry draft exists', {}] as const;
  const releaseRef = { releaseId: seeded('releaseId', PACT_RELEASE_ID) };

  it('creates, lists, schedules, publishes and deletes releases', async () => {
    await interaction('an editor puts a draft in a new release', [hasDraft, tokenState])
      .withRequest(
        'POST',
        '/api/releases/create',
        json({ name: 'Diwali', items: [{ ...sentRef, action: 'publish' }] }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(release('open'), 'Release created.')))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.releases.create({ name: 'Diwali', items: [ref] })).status).toBe('open');
      });
    await interaction('the console lists the releases', [withRelease, tokenState])
      .withRequest('POST', '/api/releases/getall', json({}))
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(release('open')))))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.releases.list())[0]?.name).toBe('Diwali');
      });
    const when = '2030-06-01T10:00:00+05:30';
    await interaction('an admin schedules a release in India time', [withRelease, tokenState])
      .withRequest('POST', '/api/releases/schedule', json({ ...releaseRef, at: when }))
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(release('scheduled'), 'Release scheduled.')),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.releases.schedule(PACT_RELEASE_ID, when)).scheduledAt).toBe(
          '2030-06-01T04:30:00.000Z',
        );
      });
    await interaction('an admin publishes a release now', [withRelease, tokenState])
      .withRequest('POST', '/api/releases/publish', json(releaseRef))
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(release('published'), 'Release published.')),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.releases.publish(PACT_RELEASE_ID)).status).toBe('published');
      });
    await interaction('an editor deletes a release', [withRelease, tokenState])
      .withRequest('POST', '/api/releases/delete', json(releaseRef))
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody({ _id: like(PACT_RELEASE_ID) }, 'Release deleted.')),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        await sdk.releases.delete(PACT_RELEASE_ID);
      });
  });

  it('answers 404 for an unknown release', async () => {
    await interaction('an admin publishes a release that does not exist', [tokenState])
      .withRequest('POST', '/api/releases/publish', json({ releaseId: MISSING_ID }))
      .willRespondWith(404, (res) => res.jsonBody(failureBody('No release with this id.')))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        const error = await sdk.releases.publish(MISSING_ID).catch((e: unknown) => e);
        expect(error).toMatchObject({ status: 404 });
      });
  });
});

/** A new link's answer: its token (once) and path, matched by shape; `fields` as sent back. */
const createdLink = (fields: Record<string, unknown> = {}) =>
  successBody(
    {
      ...previewLink,
      ...fields,
      createdBy: like('pact-token-admin'),
      token: regex('^[A-Za-z0-9_-]{43}$', 'q9Xr2w8bK1n4Ty7uZpLm0cVb6sDf3gHj5kQa8eRt1yU'),
      path: regex(
        '^/preview/[A-Za-z0-9_-]{43}/$',
        '/preview/q9Xr2w8bK1n4Ty7uZpLm0cVb6sDf3gHj5kQa8eRt1yU/',
      ),
    },
    'Preview link created.',
  );

describe('preview links and publishing settings contract', () => {
  it('makes, lists and revokes preview links', async () => {
    await interaction('an editor makes a preview link for a reviewer', [tokenState])
      .withRequest('POST', '/api/preview/links/create', json({ label: 'Reviewer', hours: 24 }))
      .willRespondWith(200, (res) => res.jsonBody(createdLink()))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        const link = await sdk.preview.create({ label: 'Reviewer', hours: 24 });
        expect(link.path).toBe(`/preview/${link.token}/`);
      });
    await interaction('the console asks for its one preview link of a page', [tokenState])
      .withRequest(
        'POST',
        '/api/preview/links/create',
        json({ label: 'Console preview', hours: 1, consolePage: '/privacy-policy' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(createdLink({ label: 'Console preview of /privacy-policy' })),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        const link = await sdk.preview.create({
          label: 'Console preview',
          hours: 1,
          consolePage: '/privacy-policy',
        });
        expect(link.label).toBe('Console preview of /privacy-policy');
      });
    await interaction('the console lists the preview links', [
      ['a preview link exists', {}],
      tokenState,
    ])
      .withRequest('POST', '/api/preview/links/getall', json({}))
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(previewLink))))
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.preview.list())[0]?.active).toBe(true);
      });
    await interaction('an editor revokes a preview link', [
      ['a preview link exists', {}],
      tokenState,
    ])
      .withRequest(
        'POST',
        '/api/preview/links/revoke',
        json({ linkId: seeded('linkId', PACT_PREVIEW_LINK_ID) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            { ...previewLink, revokedAt: at(), active: boolean(false) },
            'Preview link revoked.',
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect((await sdk.preview.revoke(PACT_PREVIEW_LINK_ID)).active).toBe(false);
      });
  });

  it("renders the console's preview with the form's unsaved values (issue 47)", async () => {
    const linkState = ['the console has a preview link of the landing page', {}] as const;
    const example = 'q9Xr2w8bK1n4Ty7uZpLm0cVb6sDf3gHj5kQa8eRt1yU';
    const values = { question: 'Typed, not saved yet?', answer, isActive: 'true' };
    const body = (token: unknown) => ({ token, page: '/', ...sentRef, values });
    const settingsState = ['the site settings exist', { id: CONTENT_ID.settings }] as const;
    await interaction('the console previews the FAQ entry as typed', [
      settingsState,
      linkState,
      tokenState,
    ])
      .withRequest('POST', '/api/preview/render', json(body(seeded('previewToken', example))))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            // The page, with what was typed in it.
            {
              html: regex(
                '[\\s\\S]*Typed, not saved yet\\?[\\s\\S]*',
                '<li>Typed, not saved yet?</li>',
              ),
            },
            'Preview with your unsaved changes.',
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        const { html } = await sdk.preview.render({ token: example, page: '/', ...ref, values });
        expect(html).toContain('Typed, not saved yet?');
      });
    await interaction('the console previews with a link that is no longer live', [
      faqExists,
      tokenState,
    ])
      .withRequest('POST', '/api/preview/render', json(body(example)))
      .willRespondWith(404, (res) =>
        res.jsonBody(failureBody('This preview link is not live any more; reopen the preview.')),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        const refused = sdk.preview.render({ token: example, page: '/', ...ref, values });
        await expect(refused).rejects.toBeInstanceOf(ApiError);
      });
  });

  it('reads and switches "editors need review"', async () => {
    await interaction('the console reads the publishing settings', [tokenState])
      .withRequest('POST', '/api/publishing/getall', json({}))
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody({ editorsNeedReview: boolean(false) })),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect(await sdk.publishing.get()).toEqual({ editorsNeedReview: false });
      });
    await interaction('an admin turns on "editors need review"', [tokenState])
      .withRequest('POST', '/api/publishing/update', json({ editorsNeedReview: true }))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({ editorsNeedReview: boolean(true) }, 'Publishing settings saved.'),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, TOKEN);
        expect(await sdk.publishing.update({ editorsNeedReview: true })).toEqual({
          editorsNeedReview: true,
        });
      });
  });
});
