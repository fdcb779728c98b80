import { z } from 'zod';
import { ContentRef } from '../content/contentRef';
import {
  DraftDetail,
  DraftQuery,
  DraftSummary,
  ProposeDelete,
  ProposeOrder,
  Published,
  ReviewRequest,
  ReviewSendBack,
} from '../content/drafts';
import {
  TrashItem,
  TrashQuery,
  TrashRef,
  Version,
  VersionPage,
  VersionQuery,
  VersionRef,
} from '../content/history';
import {
  Release,
  ReleaseCreate,
  ReleaseRef,
  ReleaseSchedule,
  ReleaseUpdate,
} from '../content/releases';
import { BLOCK_IMAGE_FIELD, StoredBlockImage } from '../schemas/blockImage';
import { DeletedId } from '../schemas/envelope';
import {
  PreviewLink,
  PreviewLinkCreate,
  PreviewLinkCreated,
  PreviewLinkRef,
} from '../schemas/previewLinks';
import { PreviewRender, PreviewRendered } from '../schemas/previewRender';
import { PublishingSettings } from '../schemas/publishing';
import { PageActivity } from '../schemas/pageActivity';
import { Redirect, RedirectCreate, RedirectRef } from '../schemas/redirects';
import type { OperationCatalogue } from './operation';

// Drafts, review, history, trash, releases and preview links (docs/drafts.md). A declaration's
// own draft route (`/api/clientSection/draft`) is described with its content (contentOperations).

const drafts = 'Drafts and review';
const history = 'History and trash';
const releases = 'Releases';
const preview = 'Preview links';
const redirects = 'Redirects';

export const publishingOperations: OperationCatalogue = {
  'POST /api/drafts/getall': {
    tag: drafts,
    summary: 'Which records have unpublished changes: of one kind, or waiting for review',
    request: DraftQuery,
    data: z.array(DraftSummary),
  },
  'POST /api/drafts/get': {
    tag: drafts,
    summary: "One record's draft beside the published record",
    request: ContentRef,
    data: DraftDetail,
    errors: [404],
  },
  'POST /api/drafts/publish': {
    tag: drafts,
    summary: "Publish one record's draft now",
    request: ContentRef,
    data: Published,
    errors: [404, 409],
  },
  'POST /api/drafts/discard': {
    tag: drafts,
    summary: "Throw a record's draft away",
    request: ContentRef,
    data: ContentRef,
    errors: [404],
  },
  'POST /api/drafts/review/request': {
    tag: drafts,
    summary: 'Ask an admin to review and publish a draft',
    request: ReviewRequest,
    data: DraftSummary,
    errors: [404, 409],
  },
  'POST /api/drafts/proposeDelete': {
    tag: drafts,
    summary: 'Propose to delete a collection item; it waits for review (issue 47)',
    request: ProposeDelete,
    data: DraftSummary,
    errors: [400, 404],
  },
  'POST /api/drafts/proposeOrder': {
    tag: drafts,
    summary:
      "Propose a new order of a collection's items; it waits for review (issue 47). null: the order is the site's",
    request: ProposeOrder,
    data: DraftSummary.nullable(),
    errors: [400, 409],
  },
  'POST /api/drafts/review/sendBack': {
    tag: drafts,
    summary: 'Send a waiting draft back to its editor with a note',
    request: ReviewSendBack,
    data: DraftSummary,
    errors: [404, 409],
  },
  'POST /api/publishing/getall': {
    tag: drafts,
    summary: 'Whether editors need an admin to publish',
    data: PublishingSettings,
  },
  'POST /api/publishing/update': {
    tag: drafts,
    summary: 'Turn "editors need review" on or off',
    request: PublishingSettings,
    data: PublishingSettings,
  },
  'POST /api/versions/getall': {
    tag: history,
    summary: 'Published versions, newest first',
    request: VersionQuery,
    data: VersionPage,
  },
  'POST /api/versions/get': {
    tag: history,
    summary: 'One version with the record before and after',
    request: VersionRef,
    data: Version,
    errors: [404],
  },
  'POST /api/versions/restore': {
    tag: history,
    summary: "Make a version the record's draft",
    request: VersionRef,
    data: DraftDetail,
    errors: [404, 409],
  },
  'POST /api/trash/getall': {
    tag: history,
    summary: 'Deleted items, newest delete first',
    request: TrashQuery,
    data: z.array(TrashItem),
  },
  'POST /api/trash/restore': {
    tag: history,
    summary: 'Put a deleted item back on the site',
    request: TrashRef,
    data: Published,
    errors: [404, 409],
  },
  'POST /api/trash/undo': {
    tag: history,
    summary: 'Undo the own delete of the last 30 seconds',
    request: ContentRef,
    data: Published,
    errors: [404, 409],
  },
  'POST /api/releases/getall': {
    tag: releases,
    summary: 'Every release, pending first',
    data: z.array(Release),
  },
  'POST /api/releases/create': {
    tag: releases,
    summary: 'Group drafts (and items to take off) to publish together',
    request: ReleaseCreate,
    data: Release,
    errors: [404],
  },
  'POST /api/releases/update': {
    tag: releases,
    summary: 'Rename a release or change its items',
    request: ReleaseUpdate,
    data: Release,
    errors: [404, 409],
  },
  'POST /api/releases/schedule': {
    tag: releases,
    summary: 'Publish a release at a time',
    request: ReleaseSchedule,
    data: Release,
    errors: [404, 409],
  },
  'POST /api/releases/unschedule': {
    tag: releases,
    summary: 'Take a release off the schedule',
    request: ReleaseRef,
    data: Release,
    errors: [404, 409],
  },
  'POST /api/releases/publish': {
    tag: releases,
    summary: 'Publish every item of a release now, all or none',
    request: ReleaseRef,
    data: Release,
    errors: [404, 409],
  },
  'POST /api/releases/delete': {
    tag: releases,
    summary: 'Delete a release that is not published',
    request: ReleaseRef,
    data: DeletedId,
    errors: [404, 409],
  },
  'POST /api/preview/links/getall': {
    tag: preview,
    summary: 'Preview links (never their tokens)',
    data: z.array(PreviewLink),
  },
  'POST /api/preview/links/create': {
    tag: preview,
    summary: 'A link that shows the site with every draft; the token is shown once',
    request: PreviewLinkCreate,
    data: PreviewLinkCreated,
  },
  'POST /api/preview/links/revoke': {
    tag: preview,
    summary: 'Stop a preview link',
    request: PreviewLinkRef,
    data: PreviewLink,
    errors: [404],
  },
  'POST /api/pages/activity': {
    tag: 'Content: pages',
    summary:
      "Each page's last change (when, by whom, whether a draft) and its views, visitors and leads over 30 days",
    data: z.array(PageActivity),
  },
  'POST /api/pages/block-image': {
    tag: 'Content: pages',
    summary:
      'Store a picture for a page block (the image and text block); answers the path its JSON keeps',
    request: z.object({}),
    requestKind: 'multipart',
    images: [BLOCK_IMAGE_FIELD],
    data: StoredBlockImage,
    errors: [413, 415],
  },
  'POST /api/redirects/getall': {
    tag: redirects,
    summary: 'Old addresses that answer 301, and where to (docs/pages.md)',
    data: z.array(Redirect),
  },
  'POST /api/redirects/create': {
    tag: redirects,
    summary: 'Make an old address answer 301 (loops, live pages and the site’s own paths refused)',
    request: RedirectCreate,
    data: Redirect,
    errors: [409],
  },
  'POST /api/redirects/delete': {
    tag: redirects,
    summary: 'Stop a redirect',
    request: RedirectRef,
    data: Redirect,
    errors: [404],
  },
  'POST /api/preview/render': {
    tag: preview,
    summary: "A live link's page with one record's unsaved form values, as HTML (never stored)",
    request: PreviewRender,
    data: PreviewRendered,
    errors: [404],
  },
};
