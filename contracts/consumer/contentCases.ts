import {
  business,
  clients,
  contentDefinitionList,
  course,
  eLearning,
  faqs,
  featureTabs,
  home,
  launch,
  privacyPolicy,
  refundPolicy,
  settings,
  termsPolicy,
  testimonials,
  whyChoose,
} from '@/sdk/content';
import type { AnySingleton, ContentKey } from '@/sdk/content';
import { CONTENT_ID, contentRecordId } from '../pactIds';
import { derivedContract } from './derivedContract';
import { pagesContract } from './pageContract';
import { MISSING_ID } from './contentContract';
import type { ContentContract } from './contentContract';

export type { ContentContract, ContentInteraction } from './contentContract';

// The content contract as data: per declaration, the record the examples show, the provider
// states that seed it and the interactions the app relies on. content.pact.test.ts turns each
// row into a Pact interaction driven through the real sdk; the provider seeds the same states.
// Each declaration below has its contract written by hand (the spec's examples, the app's real
// calls); one without gets a contract derived from its declaration (./derivedContract.ts).

const homeText = {
  bannerTitle: 'Teach online, grow faster',
  bannerSubTitle: 'Live classes, tests and a branded app',
  serviceTitle: 'Services we provide',
  serviceSubTitle: 'Everything an institute needs',
  serviceTitleOne: 'Live Classes',
  serviceTitleTwo: 'Test Series',
  serviceTitleThree: 'Recorded Courses',
  serviceTitleFour: 'Student App',
  serviceSubTitleOne: 'Teach in real time',
  serviceSubTitleTwo: 'Exam-ready practice',
  serviceSubTitleThree: 'Learn at any hour',
  serviceSubTitleFour: 'Your brand on every phone',
};
const courseText = {
  courseTitle: 'Sell your courses online',
  courseSubTitle: 'Your own storefront in minutes',
  pointOne: 'Unlimited courses',
  pointTwo: 'Secure video',
  pointThree: 'Payments in INR',
  pointFour: 'Coupons and offers',
  pointFive: 'Reports that matter',
};
const launchText = { launchTitle: 'Launch your own app', launchDesc: 'Your brand on the stores.' };

// Every image is described, or marked decorative where its declaration allows (issue 14).
const homeAlt = {
  bannerImageAlt: 'A teacher leading a live class on a laptop',
  bannerImageDecorative: false,
  serviceImageAlt: 'The dashboard with classes, courses and tests',
  serviceImageDecorative: false,
  serviceImageOneAlt: '',
  serviceImageOneDecorative: true,
  serviceImageTwoAlt: '',
  serviceImageTwoDecorative: true,
  serviceImageThreeAlt: '',
  serviceImageThreeDecorative: true,
  serviceImageFourAlt: '',
  serviceImageFourDecorative: true,
  serviceBannerImageAlt: 'Your academy on a laptop and a phone',
  serviceBannerImageDecorative: false,
};
const courseAlt = { courseImageAlt: 'A course page with its price', courseImageDecorative: false };
const launchAlt = { launchImageAlt: 'The student app on a phone', launchImageDecorative: false };
const quote = {
  testimonialDesc: 'Our fee collection and live classes moved online in a week.',
  testimonialPersonName: 'Meera Iyer',
};

const settingsText = {
  brandName: 'Vidyora',
  legalName: 'Vidyora Technologies Private Limited',
  tagline: 'Teach online',
  logoAlt: '',
  logoDecorative: true,
  salesPhone: '+91 98765 43210',
  supportPhone: '+91 11 2345 6789',
  salesEmail: 'hello@vidyora.in',
  supportEmail: 'help@vidyora.in',
  privacyEmail: 'dpo@vidyora.in',
  billingEmail: 'accounts@vidyora.in',
  postalAddress: 'Okhla Phase III\nNew Delhi 110020',
  socialLinks: 'YouTube | https://www.youtube.com/@vidyora',
  promoEnabled: true,
  promoText: 'Get {percent} off with code {code}',
  promoPercent: 30,
  promoCode: 'WELCOME30',
  promoEndsOn: '',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=in.vidyora.student',
  appStoreUrl: 'https://apps.apple.com/in/app/vidyora-student/id6443210987',
  // Issue 44 (12aead3): the header's links beside Home, required since migration 0018.
  headerLinks: 'About | /#e-learning\nFor schools | /for-schools',
  productLinks: '## HRMS\nFeatures List | https://www.vidyora.in/hrms/features',
  footerAbout: 'Vidyora is a learning management system.',
  footerColumns: '',
  homeTitle: 'Vidyora | Teach online',
  homeDescription: 'Live classes, courses and your own app.',
  privacyTitle: '',
  privacyDescription: '',
  termsTitle: '',
  termsDescription: '',
  refundTitle: '',
  refundDescription: '',
  homeImageAlt: 'Vidyora: teach online',
  homeImageDecorative: false,
  privacyImageAlt: 'Vidyora privacy policy',
  privacyImageDecorative: false,
  termsImageAlt: 'Vidyora terms of service',
  termsImageDecorative: false,
  refundImageAlt: 'Vidyora refund policy',
  refundImageDecorative: false,
};

const faqText = {
  question: 'Can students join from a phone?',
  answer: 'Yes, from the app or any browser.',
};
const tabText = { label: 'Live Classes', title: 'Teach live', text: 'Whiteboard, polls and chat.' };
const whyText = {
  title: 'Why Teachers Choose Us',
  lead: 'Built with educators.',
  reasonOneTitle: 'Ready in a day',
  reasonOneText: 'Live within 24 hours.',
  reasonTwoTitle: 'Content protection',
  reasonTwoText: 'Watermarked videos.',
  reasonThreeTitle: 'Your brand',
  reasonThreeText: 'Your app, your logo.',
  reasonFourTitle: 'Human support',
  reasonFourText: 'A success manager.',
};
const eLearningText = {
  eyebrow: 'About e-learning',
  title: 'Bring your classroom online',
  body: 'You teach.\n\nWe run the rest.',
};

/** A policy page's contract: visitors read it, an admin changes a paragraph and the date. */
const policyContract = (definition: AnySingleton, title: string): ContentContract => {
  const example = {
    title,
    updatedOn: '2025-04-01',
    body: `## 1. Scope\n\nThis ${title.toLowerCase()} applies to every plan.`,
  };
  return {
    definition,
    id: contentRecordId(definition.key),
    exists: { state: `the ${title.toLowerCase()} exists` },
    example,
    interactions: [
      { kind: 'list', description: `a visitor asks for the ${title.toLowerCase()}` },
      {
        kind: 'update',
        description: `an admin changes a paragraph of the ${title.toLowerCase()}`,
        fields: {
          [definition.idField]: contentRecordId(definition.key),
          ...example,
          updatedOn: '2026-11-23',
          body: `## 1. Scope\n\nThis ${title.toLowerCase()} applies to every plan and course.`,
        },
        images: [],
      },
    ],
  };
};

const written: { [K in ContentKey]?: ContentContract } = {
  privacyPolicy: policyContract(privacyPolicy, 'Privacy Policy'),
  termsPolicy: policyContract(termsPolicy, 'Terms and Conditions'),
  refundPolicy: policyContract(refundPolicy, 'Refund Policy'),
  pages: pagesContract,
  faqs: {
    definition: faqs,
    id: CONTENT_ID.faqs,
    exists: { state: 'a question with id {id} exists', params: { isActive: true } },
    missingState: 'no question with id {id} exists',
    example: { ...faqText, isActive: true },
    interactions: [
      { kind: 'list', description: 'a visitor asks for the FAQ' },
      { kind: 'getOne', description: 'an admin asks for one question by id' },
      {
        kind: 'create',
        description: 'an admin adds a question',
        fields: faqText,
        images: [],
      },
      {
        kind: 'update',
        description: 'an admin changes an answer',
        fields: { faqSectionId: CONTENT_ID.faqs, answer: 'Yes, from the app, a browser or a TV.' },
        images: [],
        msg: faqs.messages.updated,
      },
      { kind: 'reorder', description: 'an admin puts the questions in a new order' },
      { kind: 'delete', description: 'an admin deletes a question' },
      {
        kind: 'delete',
        description: 'an admin deletes a question that does not exist',
        missing: { id: MISSING_ID, msg: 'No question with this id.' },
      },
    ],
  },
  featureTabs: {
    definition: featureTabs,
    id: CONTENT_ID.featureTabs,
    exists: { state: 'a feature tab with id {id} exists', params: { isActive: true } },
    example: { ...tabText, isActive: true },
    interactions: [
      { kind: 'list', description: 'a visitor asks for the feature tabs' },
      {
        kind: 'create',
        description: 'an admin adds a feature tab',
        fields: tabText,
        images: [],
      },
      {
        kind: 'update',
        description: 'an admin renames a feature tab',
        fields: { featureTabSectionId: CONTENT_ID.featureTabs, label: 'Live Teaching' },
        images: [],
        msg: featureTabs.messages.updated,
      },
      { kind: 'reorder', description: 'an admin puts the feature tabs in a new order' },
      { kind: 'delete', description: 'an admin deletes a feature tab' },
    ],
  },
  whyChoose: {
    definition: whyChoose,
    id: CONTENT_ID.whyChoose,
    exists: { state: 'the why-choose-us section exists' },
    example: whyText,
    interactions: [
      { kind: 'list', description: 'a visitor asks for the why-choose-us section' },
      {
        kind: 'update',
        description: 'an admin updates the why-choose-us section',
        fields: {
          whyChooseSectionId: CONTENT_ID.whyChoose,
          ...whyText,
          lead: 'Made with teachers.',
        },
        images: [],
      },
    ],
  },
  eLearning: {
    definition: eLearning,
    id: CONTENT_ID.eLearning,
    exists: { state: 'the e-learning section exists' },
    example: eLearningText,
    interactions: [
      { kind: 'list', description: 'a visitor asks for the e-learning section' },
      {
        kind: 'update',
        description: 'an admin updates the e-learning section',
        fields: {
          eLearningSectionId: CONTENT_ID.eLearning,
          ...eLearningText,
          title: 'Teach online',
        },
        images: [],
      },
      {
        kind: 'update',
        description: 'an e-learning update without a token',
        fields: { eLearningSectionId: CONTENT_ID.eLearning, ...eLearningText },
        images: [],
        anonymous: true,
      },
    ],
  },
  settings: {
    definition: settings,
    id: CONTENT_ID.settings,
    exists: { state: 'the site settings exist' },
    example: settingsText,
    interactions: [
      { kind: 'list', description: 'a visitor asks for the site settings' },
      {
        kind: 'update',
        description: 'an admin changes the phone number and the promo code',
        fields: {
          siteSettingsId: CONTENT_ID.settings,
          ...settingsText,
          salesPhone: '+91 90000 11111',
          promoCode: 'DIWALI40',
          promoEndsOn: '2026-12-31',
        },
        images: [],
      },
      {
        kind: 'update',
        description: 'a site settings update without a token',
        fields: { siteSettingsId: CONTENT_ID.settings, ...settingsText },
        images: [],
        anonymous: true,
      },
    ],
  },
  clients: {
    definition: clients,
    id: CONTENT_ID.clients,
    exists: { state: 'a client with id {id} exists', params: { isActive: true } },
    missingState: 'no client with id {id} exists',
    example: {
      clientTitle: 'Delhi Public School',
      clientImgAlt: 'Delhi Public School logo',
      clientImgDecorative: false,
      isActive: true,
    },
    interactions: [
      { kind: 'list', description: 'a visitor asks for the client logos' },
      { kind: 'getOne', description: 'an admin asks for one client by id' },
      {
        kind: 'create',
        description: 'an admin creates a client with a logo',
        fields: { clientTitle: 'Delhi Public School', clientImgAlt: 'Delhi Public School logo' },
        images: ['clientImg'],
      },
      {
        kind: 'create',
        description: 'a create of a client without a token',
        fields: { clientTitle: 'Delhi Public School', clientImgAlt: 'Delhi Public School logo' },
        images: ['clientImg'],
        anonymous: true,
      },
      {
        kind: 'update',
        description: 'an admin switches a client off',
        fields: {
          clientSectionId: CONTENT_ID.clients,
          clientTitle: 'Delhi Public School',
          isActive: false,
        },
        images: [],
        msg: clients.messages.updated,
      },
      {
        kind: 'update',
        description: 'an admin updates a client with a new logo',
        fields: {
          clientSectionId: CONTENT_ID.clients,
          clientTitle: 'DPS Noida',
          clientImgAlt: 'DPS Noida logo',
        },
        images: ['clientImg'],
      },
      { kind: 'reorder', description: 'an admin puts the clients in a new order' },
      { kind: 'delete', description: 'an admin deletes a client' },
      {
        kind: 'delete',
        description: 'an admin deletes a client that does not exist',
        missing: { id: MISSING_ID, msg: 'Client not found.' },
      },
    ],
  },
  testimonials: {
    definition: testimonials,
    id: CONTENT_ID.testimonials,
    exists: { state: 'a testimonial with id {id} exists', params: { isActive: true } },
    example: {
      ...quote,
      testimonialImgAlt: 'Meera Iyer at her desk',
      testimonialImgDecorative: false,
      rating: 4,
      isActive: true,
    },
    interactions: [
      { kind: 'list', description: 'a visitor asks for the testimonials' },
      { kind: 'getOne', description: 'an admin asks for one testimonial by id' },
      {
        kind: 'create',
        description: 'an admin creates a testimonial with a decorative photo',
        fields: { ...quote, rating: 4, testimonialImgAlt: '', testimonialImgDecorative: true },
        images: ['testimonialImg'],
      },
      {
        kind: 'update',
        description: 'an admin updates a testimonial and its status',
        fields: {
          testimonialSectionId: CONTENT_ID.testimonials,
          ...quote,
          testimonialImgAlt: 'Meera Iyer smiling',
          rating: 5,
          isActive: false,
        },
        images: ['testimonialImg'],
      },
      { kind: 'reorder', description: 'an admin puts the testimonials in a new order' },
      { kind: 'delete', description: 'an admin deletes a testimonial' },
    ],
  },
  home: {
    definition: home,
    id: CONTENT_ID.home,
    exists: { state: 'the home content exists' },
    absentState: 'no home content exists',
    example: { ...homeText, ...homeAlt },
    interactions: [
      { kind: 'list', description: 'a visitor asks for the home content' },
      {
        kind: 'create',
        description: 'an admin creates the home content',
        fields: { ...homeText, ...homeAlt },
        images: home.imageNames.filter((name) => home.images[name].required),
      },
      {
        kind: 'update',
        description: 'an admin updates the home banner with a new image',
        fields: {
          homeSettingId: CONTENT_ID.home,
          ...homeText,
          ...homeAlt,
          bannerTitle: 'A new banner title',
          bannerImageAlt: 'A new banner picture',
        },
        images: ['bannerImage'],
      },
    ],
  },
  course: {
    definition: course,
    id: CONTENT_ID.course,
    exists: { state: 'the course section exists' },
    example: { ...courseText, ...courseAlt },
    interactions: [
      { kind: 'list', description: 'a visitor asks for the course section' },
      {
        kind: 'update',
        description: 'an admin updates the course section',
        fields: { courseId: CONTENT_ID.course, ...courseText, ...courseAlt },
        images: ['courseImage'],
      },
    ],
  },
  launch: {
    definition: launch,
    id: CONTENT_ID.launch,
    exists: { state: 'the launch section exists' },
    example: { ...launchText, ...launchAlt },
    interactions: [
      { kind: 'list', description: 'a visitor asks for the launch section' },
      {
        kind: 'update',
        description: 'an admin updates the launch text only',
        fields: { launchSectionId: CONTENT_ID.launch, ...launchText, ...launchAlt },
        images: [],
      },
    ],
  },
  business: {
    definition: business,
    id: CONTENT_ID.business,
    exists: { state: 'the business section exists' },
    example: { cities: 120, teachers: 4500, students: 250000 },
    interactions: [
      { kind: 'list', description: 'a visitor asks for the business counters' },
      {
        kind: 'update',
        description: 'an admin updates the business counters',
        fields: {
          businessSectionId: CONTENT_ID.business,
          cities: 150,
          teachers: 5000,
          students: 300000,
        },
        images: [],
        // The example answer keeps the stored counters; the matchers only ask for integers.
        echo: false,
      },
      {
        kind: 'update',
        description: 'a business update without a token',
        fields: { businessSectionId: CONTENT_ID.business, cities: 1, teachers: 1, students: 1 },
        images: [],
        anonymous: true,
      },
    ],
  },
};

const writtenOrder: string[] = Object.keys(written);
const order = ({ definition }: ContentContract) =>
  writtenOrder.includes(definition.key)
    ? writtenOrder.indexOf(definition.key)
    : writtenOrder.length;

/** Every declaration's contract, by its key: written above, else derived from the declaration. */
export const contentContracts = Object.fromEntries(
  contentDefinitionList
    .map((definition) => written[definition.key] ?? derivedContract(definition))
    // The written ones first, in the order above (the pact file's order); derived ones after.
    .sort((a, b) => order(a) - order(b))
    .map((contract) => [contract.definition.key, contract]),
) as Record<ContentKey, ContentContract>;
