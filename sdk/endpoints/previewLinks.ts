import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { apiSuccess } from '../schemas/envelope';
import {
  PreviewLink,
  PreviewLinkCreate,
  PreviewLinkCreated,
  PreviewLinkRef,
} from '../schemas/previewLinks';
import { PreviewRender, PreviewRendered } from '../schemas/previewRender';
import { PublishingSettings } from '../schemas/publishing';

// Preview links and the publishing settings (issue 37, docs/drafts.md).

/**
 * A new preview link; its `token` is shown this once. `path` opens the landing page
 * (`/preview/<token>/`); `previewPath(token, '/privacy-policy')` opens another page.
 */
export async function createPreviewLink(
  input: PreviewLinkCreate = {},
): Promise<PreviewLinkCreated> {
  const body = parseInput(PreviewLinkCreate, input);
  return (await post('/api/preview/links/create', body, apiSuccess(PreviewLinkCreated))).data;
}

export async function listPreviewLinks(): Promise<PreviewLink[]> {
  return (await post('/api/preview/links/getall', {}, apiSuccess(z.array(PreviewLink)))).data;
}

/** Stops a link at once: its next page view is refused. */
export async function revokePreviewLink(linkId: string): Promise<PreviewLink> {
  const body = parseInput(PreviewLinkRef, { linkId });
  return (await post('/api/preview/links/revoke', body, apiSuccess(PreviewLink))).data;
}

export async function publishingSettings(): Promise<PublishingSettings> {
  return (await post('/api/publishing/getall', {}, apiSuccess(PublishingSettings))).data;
}

/** Switches "editors need review" (admins). */
export async function updatePublishingSettings(
  input: PublishingSettings,
): Promise<PublishingSettings> {
  const body = parseInput(PublishingSettings, input);
  return (await post('/api/publishing/update', body, apiSuccess(PublishingSettings))).data;
}

/**
 * The page of a preview link with the form's unsaved values over one record (issue 47): HTML for
 * the console's frame, never stored. A 400 names the field whose value the form cannot publish.
 */
export async function renderPreview(input: PreviewRender): Promise<PreviewRendered> {
  const body = parseInput(PreviewRender, input);
  return (await post('/api/preview/render', body, apiSuccess(PreviewRendered))).data;
}
