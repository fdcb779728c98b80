import { z } from 'zod';
import { dateInput, requiredText } from '../schemas/common';
import { defineSingleton } from './define';
import type { ItemOf } from './define';

/** A policy page: its title, the day it last changed and its text in Markdown (./markdown.ts). */
export const PolicyFields = z.strictObject({
  title: requiredText(200),
  updatedOn: dateInput(
    requiredText(10).regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.'),
    'The last updated day',
  ),
  body: requiredText(50_000),
});
export type PolicyFields = z.infer<typeof PolicyFields>;

const policy = { fields: PolicyFields, images: {}, creatable: false } as const;

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
export const PolicyRecord = privacyPolicy.item;
export type PolicyRecord = ItemOf<typeof privacyPolicy>;

/** The three policies by the name their public routes use. */
export const policyDefinitions = {
  privacy: privacyPolicy,
  terms: termsPolicy,
  refund: refundPolicy,
} as const;
export type PolicyName = keyof typeof policyDefinitions;
