/**
 * The fallbacks shown when a spec section's content call fails: the page must still read well
 * if the API is down (spec 8: failed content calls are not shown). The copy an editor changes
 * (e-learning, why choose us, feature tabs, FAQ) is content since issue 14 (sdk/content).
 */

export const bannerFallback = {
  title: 'The learning platform built for teachers',
  subTitle:
    'Run live classes, sell recorded courses, hold online tests and give your students their own app — all from one place.',
};

export const servicesFallback = {
  title: 'Services We Provide',
  subTitle: 'Everything an institute needs to teach, test and grow online.',
  items: [
    { title: 'Live Interactive Classes', subTitle: 'Teach live with whiteboard, polls and chat.' },
    { title: 'Online Test Series', subTitle: 'Auto-graded tests with rank lists.' },
    { title: 'Your Own Student App', subTitle: 'A branded app on Android and iOS.' },
    { title: 'Fee & Progress Reports', subTitle: 'Online fees and reports for parents.' },
  ],
};

export const launchFallback = {
  title: 'Launch your own learning app',
  description:
    'Give your students a mobile app in your brand name, on Google Play and the App Store.',
};
