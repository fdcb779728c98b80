// Rules of page blocks that the public pages use in the browser (issue 44), in a module without
// zod, so a page that plays a video or picks FAQ entries does not download the schemas for them.
// sdk/content/pageBlocks.ts builds the blocks' schemas on these; the server's content security
// policy lets exactly VIDEO_PLAYER_ORIGINS be framed (server/http/securityHeaders.ts).

/** Where players are framed from: the providers' privacy-enhanced hosts. */
export const VIDEO_PLAYER_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/**
 * The video's player on its provider's privacy-enhanced host (no cookie before play), or null
 * for an address that is not a YouTube or Vimeo video.
 */
export function videoEmbed(url: string): { provider: 'youtube' | 'vimeo'; src: string } | null {
  const youtube =
    /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=|youtu\.be\/)([\w-]{6,20})/.exec(
      url,
    );
  if (youtube) {
    return {
      provider: 'youtube',
      src: `${VIDEO_PLAYER_ORIGINS[0]}/embed/${youtube[1]}?autoplay=1`,
    };
  }
  const vimeo = /^https:\/\/(?:www\.)?vimeo\.com\/(\d{6,12})(?:[/?#]|$)/.exec(url);
  if (vimeo) {
    return {
      provider: 'vimeo',
      src: `${VIDEO_PLAYER_ORIGINS[1]}/video/${vimeo[1]}?autoplay=1&dnt=1`,
    };
  }
  return null;
}

/** The FAQ entries a block shows: the active ones it picked, in its order; none picked: all. */
export function pickedFaqs<F extends { _id: string; isActive: boolean }>(
  faqIds: readonly string[],
  faqs: readonly F[],
): F[] {
  const active = faqs.filter((faq) => faq.isActive);
  if (faqIds.length === 0) return active;
  const byId = new Map(active.map((faq) => [faq._id, faq]));
  return faqIds.flatMap((id) => byId.get(id) ?? []);
}
