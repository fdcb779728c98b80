/**
 * The landing page's fixed copy, and the fallbacks shown when a content call fails: the page
 * must still read well if the API is down (spec 8: failed content calls are not shown).
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

export const eLearningIntro = {
  eyebrow: 'About e-learning',
  title: 'Bring your classroom online, without the technical headaches',
  paragraphs: [
    'Thousands of teachers use our platform to reach students far beyond their city. You teach; we take care of video streaming, payments, app publishing and security.',
    'Start with live classes this week, add recorded courses and test series when you are ready. Our onboarding team sets everything up with you.',
  ],
};

export const whyTeachersChoose = {
  title: 'Why Teachers Choose Us',
  lead: 'Built with educators, for educators — simple enough for the first class, powerful enough for ten thousand students.',
  reasons: [
    {
      icon: 'rocket',
      title: 'Ready in a day',
      text: 'Your academy, courses and payment page are live within 24 hours of sign-up.',
    },
    {
      icon: 'lock',
      title: 'Content protection',
      text: 'Watermarked, DRM-protected videos that cannot be downloaded or shared.',
    },
    {
      icon: 'phone',
      title: 'Your brand, your app',
      text: 'Students learn in an app with your name and logo, not ours.',
    },
    {
      icon: 'support',
      title: 'Human support',
      text: 'A dedicated success manager and phone support in English and Hindi.',
    },
  ],
};

/** The five feature tabs, in the spec's order. */
export const featureTabs = [
  {
    id: 'live-classes',
    label: 'Live Classes',
    title: 'Teach live to hundreds at once',
    text: 'Stream in HD from a laptop or phone with an interactive whiteboard, screen sharing, polls and moderated chat. Every class is recorded automatically for students who missed it.',
  },
  {
    id: 'leaderboard',
    label: 'Leaderboard',
    title: 'Healthy competition that keeps students coming back',
    text: 'Points for attendance, tests and assignments roll up into weekly and all-time leaderboards, so students see their progress and push a little harder.',
  },
  {
    id: 'recorded-classes',
    label: 'Recorded Classes',
    title: 'Sell lectures that earn while you sleep',
    text: 'Upload lectures once and sell them as courses. Videos are encrypted and watermarked with each student’s details to stop piracy.',
  },
  {
    id: 'teacher-onboarding',
    label: 'Teacher Onboarding',
    title: 'Add teachers in minutes, not weeks',
    text: 'Invite faculty by email or phone, assign batches and subjects, and control what each teacher can see and edit. Training videos get new teachers started on day one.',
  },
  {
    id: 'test-series',
    label: 'Test Series',
    title: 'Exam-grade online tests',
    text: 'Create MCQ, numeric and subjective tests with negative marking and sectional timers. Results, rank lists and question-wise analysis are ready the moment the test ends.',
  },
] as const;

/** The three FAQ items, in the spec's order. */
export const faqItems = [
  {
    id: 'easy-to-use',
    question: 'Easy to Use Platform',
    answer:
      'Yes. If you can use WhatsApp, you can run a class on our platform. Teachers start a live class with one tap, and students join from the app or a browser without installing anything else.',
  },
  {
    id: 'skills-based',
    question: 'Skills-Based Learning',
    answer:
      'Organise courses around skills rather than chapters: short lessons, practice exercises and quizzes that unlock the next step only when a skill is mastered.',
  },
  {
    id: 'student-progress',
    question: 'Student Progress',
    answer:
      'Every student has a progress page showing attendance, test scores and time spent. Parents receive weekly reports by SMS and email, and teachers see who needs help first.',
  },
] as const;

export const launchFallback = {
  title: 'Launch your own learning app',
  description:
    'Give your students a mobile app in your brand name, on Google Play and the App Store.',
};
