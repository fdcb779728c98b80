import type { z } from 'zod';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import { markdown, text } from './textFields';
import { date } from './valueFields';

/** A policy page: its title, the day it last changed and its text in Markdown (./markdown.ts). */
export const policyFieldList = {
  title: text({ max: 200 }),
  updatedOn: date({ label: 'The last updated day' }),
  body: markdown({ max: 50_000 }),
};

const policy = {
  fields: policyFieldList,
  strict: true, // an unknown key is a 400 (issue 14)
  creatable: false,
} as const;

export const privacyPolicy = defineSingleton({
  ...policy,
  key: 'privacyPolicy',
  api: '/api/privacyPolicy',
  idField: 'privacyPolicyId',
  screen: '/edit-privacy-policy',
  notFound: 'No privacy policy with this id.',
});
export const termsPolicy = defineSingleton({
  ...policy,
  key: 'termsPolicy',
  api: '/api/termsPolicy',
  idField: 'termsPolicyId',
  screen: '/edit-terms',
  notFound: 'No terms and conditions with this id.',
});
export const refundPolicy = defineSingleton({
  ...policy,
  key: 'refundPolicy',
  api: '/api/refundPolicy',
  idField: 'refundPolicyId',
  screen: '/edit-refund-policy',
  notFound: 'No refund policy with this id.',
});
export const PolicyFields = privacyPolicy.writeFields;
export type PolicyFields = z.infer<typeof PolicyFields>;
export const PolicyRecord = privacyPolicy.item;
export type PolicyRecord = ItemOf<typeof privacyPolicy>;

/** The three policies by the name their public routes use. */
export const policyDefinitions = {
  privacy: privacyPolicy,
  terms: termsPolicy,
  refund: refundPolicy,
} as const;
export type PolicyName = keyof typeof policyDefinitions;
