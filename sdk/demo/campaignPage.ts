import type { PageBlock } from '../content/pageBlocks';

// The demo's campaign page (issue 44), written once: the server's demo seed stores it
// (server/demo/demoPages.ts) and the stories' fixtures show it (src/fixtures/campaignPage.ts), so
// a word changed here changes both. Site code never imports it (eslint.config.js: the site's
// bundle carries no demo copy). Built from the block types an editor picks in the page builder, so
// a newcomer sees after `npm start` what a page made without a developer is.

/** The demo page's address. */
export const DEMO_PAGE_SLUG = 'for-coaching-institutes';

/** The page's own fields, as the collection stores them (its pictures are drawn by the seed). */
export const demoCampaignPageFields = {
  slug: DEMO_PAGE_SLUG,
  title: 'For coaching institutes',
  seoTitle: 'LMS for coaching institutes: live classes, tests and fees',
  seoDescription:
    'Live classes, test series, fee reminders and your own app for coaching institutes, set up in 48 hours.',
  indexed: true,
  heroImageDecorative: true,
};

/** The page's blocks, in its order. */
export const demoCampaignBlocks: PageBlock[] = [
  {
    id: 'hero',
    hidden: false,
    type: 'hero',
    eyebrow: 'For coaching institutes',
    title: 'Run every batch, test and fee from one place',
    text: 'Live classes, recorded lectures, test series and fee reminders under your own brand, on the web and in your students’ pockets.',
    cta: 'Book a Demo',
    withForm: true,
  },
  {
    id: 'stats',
    hidden: false,
    type: 'stats',
    title: 'Institutes that moved their batches online',
    items: [
      { value: '1,200+', label: 'coaching institutes' },
      { value: '3.5 lakh', label: 'students taught every month' },
      { value: '48 hours', label: 'from sign-up to the first live class' },
    ],
  },
  {
    id: 'features',
    hidden: false,
    type: 'featureGrid',
    title: 'What your institute gets',
    items: [
      {
        title: 'Live classes',
        text: 'Teach on any connection; recordings appear in the batch by themselves.',
      },
      {
        title: 'Test series',
        text: 'Timed mock tests with ranks, solutions and a report for each student.',
      },
      {
        title: 'Fees and reminders',
        text: 'Instalments, receipts and polite reminders by SMS and e-mail.',
      },
      {
        title: 'Your own app',
        text: 'Your name and colours on Android and iOS, without a developer.',
      },
    ],
  },
  {
    id: 'why',
    hidden: false,
    type: 'richText',
    markdown: [
      '## Why institutes switch',
      '',
      'Most institutes come to us after a year of **three apps and a spreadsheet**: one for live',
      'classes, one for tests, and fees on paper. Moving is one call: we import your batches and',
      'students, and your teachers keep the timetable they know.',
    ].join('\n'),
  },
  { id: 'logos', hidden: false, type: 'logoStrip', title: 'Trusted by institutes across India' },
  {
    id: 'video',
    hidden: false,
    type: 'video',
    title: 'See a live class from the teacher’s side (2 minutes)',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  // Its picture is one the demo draws already (the home page's "Live Classes"): the seed puts
  // its stored path here (server/demo/demoPages.ts); a block's own upload in a real page.
  {
    id: 'live',
    hidden: false,
    type: 'imageText',
    image: 'uploads/demo-live-classes.webp',
    imageAlt: 'A laptop playing a live class, with the lesson list beside it',
    imageDecorative: false,
    imageSide: 'right',
    title: 'Teach live, and let every class be a recording',
    text: 'Go live from the browser; the class is saved as a lecture the same evening, for the students who missed it.',
    cta: '',
  },
  // The landing page's course section, its content the Course screen's (no copy to keep in step).
  { id: 'course', hidden: false, type: 'landingSection', section: 'sellCourse' },
  { id: 'testimonials', hidden: false, type: 'testimonials', title: 'What teachers say' },
  { id: 'faq', hidden: false, type: 'faqList', title: 'Questions institutes ask', faqIds: [] },
  {
    id: 'cta',
    hidden: false,
    type: 'ctaBand',
    title: 'Move your next batch online this month',
    text: 'A 30-minute call: we set up your institute with you and import your students.',
    cta: 'Book A Meeting',
  },
];
