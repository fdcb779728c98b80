import type {
  BusinessCounters,
  CourseSection,
  CourseTextFields,
  HomeContent,
  HomeTextFields,
  LaunchSection,
  LaunchTextFields,
} from '@/sdk/content';

/** The demo landing page's words: what a fresh install shows until an admin edits it. */
const demoHomeText: HomeTextFields = {
  bannerTitle: 'Teach online, your way: live classes, courses and tests in one place',
  bannerSubTitle:
    'Launch your own branded learning platform in a day. Run live classes, sell recorded courses, ' +
    'track every student and get paid, without writing a line of code.',
  serviceTitle: 'Services We Provide',
  serviceSubTitle:
    'Everything an educator or institute needs to take teaching online, from the first class to ' +
    'the thousandth student.',
  serviceTitleOne: 'Live Classes',
  serviceSubTitleOne:
    'Interactive HD classes with whiteboard, polls and chat. Recordings are saved automatically.',
  serviceTitleTwo: 'Recorded Courses',
  serviceSubTitleTwo:
    'Upload video lessons, set drip schedules and sell courses with secure, watermark-protected playback.',
  serviceTitleThree: 'Test Series',
  serviceSubTitleThree:
    'Create timed mock tests with negative marking, instant results and an all-India leaderboard.',
  serviceTitleFour: 'Student Mobile App',
  serviceSubTitleFour:
    'Your own app on Android and iOS, so students learn, practise and get reminders on the go.',
};

const demoCourseText: CourseTextFields = {
  courseTitle: 'Sell your courses online and grow your income',
  courseSubTitle:
    'Turn your teaching into a business: publish courses, set your price and collect payments ' +
    'straight into your bank account.',
  pointOne: 'Your own website and app with your brand, logo and colours',
  pointTwo: 'Secure payments by UPI, cards and net banking with instant settlement',
  pointThree: 'Coupons, bundles and subscriptions to reach more students',
  pointFour: 'Content protection against downloads and screen recording',
  pointFive: 'Sales and engagement reports for every course',
};

const demoLaunchText: LaunchTextFields = {
  launchTitle: 'Launch your learning app today',
  launchDesc:
    'Give your students a fast, reliable app for live classes, recorded lectures, notes and tests. ' +
    'Download the demo app from the store and see what your students will get.',
};

// What the demo pictures show (server/demo/demoImages.ts draws them): a laptop-like screen with
// a caption. The four service pictures repeat the heading beside them, so they are decorative.
const demoHomeAlt = {
  bannerImageAlt: 'A laptop showing a live online lesson, captioned “Teach anywhere”',
  serviceImageAlt: 'A laptop showing the teaching dashboard, captioned “All-in-one LMS”',
  serviceImageOneDecorative: true,
  serviceImageTwoDecorative: true,
  serviceImageThreeDecorative: true,
  serviceImageFourDecorative: true,
  serviceBannerImageAlt: 'Your academy’s own website on a laptop and its student app on a phone',
} satisfies Partial<HomeContent>;

const demoCourseAlt = {
  courseImageAlt: 'A laptop showing a course page with its price, captioned “Sell courses”',
} satisfies Partial<CourseSection>;

const demoLaunchAlt = {
  launchImageAlt: 'A screen showing the student app, captioned “Get the app”',
} satisfies Partial<LaunchSection>;

/** The demo sections' words with their pictures' alt text, as an editor's form sends them. */
export const demoHome = { ...demoHomeText, ...demoHomeAlt };
export const demoCourse = { ...demoCourseText, ...demoCourseAlt };
export const demoLaunch = { ...demoLaunchText, ...demoLaunchAlt };

/** A client's logo is its name in a coloured square: the alt text says whose it is. */
export const clientLogoAlt = (clientTitle: string) => `${clientTitle} logo`;

export const demoBusiness: BusinessCounters = { cities: 350, teachers: 12500, students: 940000 };

export const demoClients = [
  { clientTitle: 'Brightpath Academy', hue: 210 },
  { clientTitle: 'Vidya Coaching Centre', hue: 25 },
  { clientTitle: 'Quantum Classes', hue: 275 },
  { clientTitle: 'Sunrise Public School', hue: 45 },
  { clientTitle: 'Apex Test Prep', hue: 150 },
  { clientTitle: 'Lotus Learning Institute', hue: 330 },
] as const;

export const demoTestimonials = [
  {
    testimonialPersonName: 'Priya Sharma',
    testimonialDesc:
      'We moved our coaching centre online in a week. Live classes run smoothly even on slow ' +
      'connections, and parents love the progress reports.',
    rating: 5,
    hue: 200,
  },
  {
    testimonialPersonName: 'Rahul Verma',
    testimonialDesc:
      'The test series with instant results changed how my students prepare. Enrolments are up ' +
      'forty percent since we launched our own app.',
    rating: 5,
    hue: 15,
  },
  {
    testimonialPersonName: 'Anjali Nair',
    testimonialDesc:
      'Selling recorded courses was simple to set up and payments arrive on time. Support answered ' +
      'every question within the hour.',
    rating: 4,
    hue: 120,
  },
  {
    testimonialPersonName: 'Mohammed Irfan',
    testimonialDesc:
      'Our school runs all its online classes and homework here. Teachers needed almost no training.',
    rating: 5,
    hue: 260,
  },
] as const;
