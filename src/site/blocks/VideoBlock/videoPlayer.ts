// The player of a video block's address, in the public pages' code without zod. The sdk's
// `videoEmbed` (sdk/content/pageBlocks.ts) is the rule; it shares its module with the blocks'
// zod schemas, which the browser should not download for a regular expression, so the rule is
// written again here and videoPlayer.test.ts holds the two to the same answers. (Moving
// `videoEmbed` to a module of its own in sdk/content would let this file import it instead.)

/** A video's player on its provider's privacy-enhanced host, or null for another address. */
export function videoPlayer(url: string): { provider: 'youtube' | 'vimeo'; src: string } | null {
  const youtube =
    /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=|youtu\.be\/)([\w-]{6,20})/.exec(
      url,
    );
  if (youtube)
    return {
      provider: 'youtube',
      src: `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1`,
    };
  const vimeo = /^https:\/\/(?:www\.)?vimeo\.com\/(\d{6,12})(?:[/?#]|$)/.exec(url);
  if (vimeo)
    return {
      provider: 'vimeo',
      src: `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1&dnt=1`,
    };
  return null;
}

/** The provider's name as a visitor knows it. */
export const providerName = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;
