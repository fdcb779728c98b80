// Stories that get no baseline, each with the reason: what they show never holds still. Keep
// this list short; a story that is merely slow to settle is fixed, not listed.
export const noBaseline: Record<string, string> = {
  'site-landing-02-clientlogostrip--autoplay':
    'tests the rotation itself: with motion allowed, the logos move every 2 s',
  'site-blocks-video--plays':
    "shows the provider's player, a page from YouTube (or the browser's error page offline)",
};
