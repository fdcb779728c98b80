import type { ELearningFields, FaqCreate, FeatureTabCreate, WhyChooseFields } from '@/sdk/content';

// The landing copy that was hard-coded before issue 14 made it editable. The two sections are
// created on the first start (demo content or not, like the site settings); the FAQ and the
// feature tabs are demo content (an editor adds their own).

export const defaultELearning: ELearningFields = {
  eyebrow: 'About e-learning',
  title: 'Bring your classroom online, without the technical headaches',
  body: [
    'Thousands of teachers use our platform to reach students far beyond their city. You teach; we take care of video streaming, payments, app publishing and security.',
    'Start with live classes this week, add recorded courses and test series when you are ready. Our onboarding team sets everything up with you.',
  ].join('\n\n'),
};

export const defaultWhyChoose: WhyChooseFields = {
  title: 'Why Teachers Choose Us',
  lead: 'Built with educators, for educators — simple enough for the first class, powerful enough for ten thousand students.',
  reasonOneTitle: 'Ready in a day',
  reasonOneText: 'Your academy, courses and payment page are live within 24 hours of sign-up.',
  reasonTwoTitle: 'Content protection',
  reasonTwoText: 'Watermarked, DRM-protected videos that cannot be downloaded or shared.',
  reasonThreeTitle: 'Your brand, your app',
  reasonThreeText: 'Students learn in an app with your name and logo, not ours.',
  reasonFourTitle: 'Human support',
  reasonFourText: 'A dedicated success manager and phone support in English and Hindi.',
};

/** The five feature tabs, in the spec's order. */
export const demoFeatureTabs: FeatureTabCreate[] = [
  {
    label: 'Live Classes',
    title: 'Teach live to hundreds at once',
    text: 'Stream in HD from a laptop or phone with an interactive whiteboard, screen sharing, polls and moderated chat. Every class is recorded automatically for students who missed it.',
  },
  {
    label: 'Leaderboard',
    title: 'Healthy competition that keeps students coming back',
    text: 'Points for attendance, tests and assignments roll up into weekly and all-time leaderboards, so students see their progress and push a little harder.',
  },
  {
    label: 'Recorded Classes',
    title: 'Sell lectures that earn while you sleep',
    text: 'Upload lectures once and sell them as courses. Videos are encrypted and watermarked with each student’s details to stop piracy.',
  },
  {
    label: 'Teacher Onboarding',
    title: 'Add teachers in minutes, not weeks',
    text: 'Invite faculty by email or phone, assign batches and subjects, and control what each teacher can see and edit. Training videos get new teachers started on day one.',
  },
  {
    label: 'Test Series',
    title: 'Exam-grade online tests',
    text: 'Create MCQ, numeric and subjective tests with negative marking and sectional timers. Results, rank lists and question-wise analysis are ready the moment the test ends.',
  },
];

/** The three FAQ items, in the spec's order. */
export const demoFaqs: FaqCreate[] = [
  {
    question: 'Easy to Use Platform',
    answer:
      'Yes. If you can use WhatsApp, you can run a class on our platform. Teachers start a live class with one tap, and students join from the app or a browser without installing anything else.',
  },
  {
    question: 'Skills-Based Learning',
    answer:
      'Organise courses around skills rather than chapters: short lessons, practice exercises and quizzes that unlock the next step only when a skill is mastered.',
  },
  {
    question: 'Student Progress',
    answer:
      'Every student has a progress page showing attendance, test scores and time spent. Parents receive weekly reports by SMS and email, and teachers see who needs help first.',
  },
];
