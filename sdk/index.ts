/**
 * The sdk's public face for the app: `import { sdk } from '@/sdk'`. Every content call is built
 * from its declaration in sdk/content (`sdk.clients`, `sdk.home`: one per content key); leads and
 * auth are written by hand (they really differ).
 */
import { contentDefinitionList } from './content/registry';
import type { ContentDefinitions, ContentKey } from './content/registry';
import type { AnyCollection, AnySingleton } from './content/define';
import * as account from './endpoints/account';
import * as analytics from './endpoints/analytics';
import * as apiDescription from './endpoints/apiDescription';
import * as apiTokens from './endpoints/apiTokens';
import * as audit from './endpoints/audit';
import * as auth from './endpoints/auth';
import * as contacts from './endpoints/contacts';
import { collectionEndpoints, singletonEndpoints } from './endpoints/content';
import * as drafts from './endpoints/drafts';
import * as experiments from './endpoints/experiments';
import * as history from './endpoints/history';
import * as previewLinks from './endpoints/previewLinks';
import * as redirects from './endpoints/redirects';
import * as releases from './endpoints/releases';
import type { CollectionEndpoints, SingletonEndpoints } from './endpoints/content';
import * as leads from './endpoints/leads';
import * as leadTrash from './endpoints/leadTrash';
import * as pageActivity from './endpoints/pageActivity';
import * as blockImage from './endpoints/blockImage';
import * as passwordReset from './endpoints/passwordReset';
import * as security from './endpoints/security';
import * as users from './endpoints/users';
import * as webhooks from './endpoints/webhooks';

/** The calls of one declaration: a collection's four (and reorder), a section's getall and update. */
export type EndpointsOf<D> = D extends AnyCollection
  ? CollectionEndpoints<D>
  : D extends AnySingleton
    ? SingletonEndpoints<D>
    : never;
/** The calls of every declaration, by its key. */
export type ContentEndpoints = { [K in ContentKey]: EndpointsOf<ContentDefinitions[K]> };

const contentEndpoints = Object.fromEntries(
  contentDefinitionList.map((definition) => [
    definition.key,
    definition.kind === 'collection'
      ? collectionEndpoints(definition)
      : singletonEndpoints(definition),
  ]),
) as unknown as ContentEndpoints;

const handWritten = {
  auth: { login: auth.login, loginWithCode: auth.loginWithCode, logout: auth.logout },
  account: {
    me: account.currentUser,
    changePassword: account.changePassword,
    signOutEverywhere: account.signOutEverywhere,
    setReviewEmails: account.setReviewEmails,
    startTwoFactor: account.startTwoFactor,
    enableTwoFactor: account.enableTwoFactor,
    renewRecoveryCodes: account.renewRecoveryCodes,
    disableTwoFactor: account.disableTwoFactor,
  },
  security: { get: security.securitySettings, update: security.updateSecuritySettings },
  users: {
    list: users.listUsers,
    create: users.createUser,
    update: users.updateUser,
    delete: users.deleteUser,
  },
  // Issue 47 item 5: reset links, made by an admin or asked for by e-mail from the sign-in page.
  passwordReset: {
    createLink: passwordReset.createResetLink,
    options: passwordReset.resetOptions,
    request: passwordReset.requestReset,
    set: passwordReset.setPasswordWithToken,
  },
  audit: { list: audit.listAuditEntries },
  // Issue 37 (docs/drafts.md): drafts, history, trash, releases, preview links, review.
  drafts: {
    save: drafts.saveDraft,
    list: drafts.listDrafts,
    get: drafts.getDraft,
    publish: drafts.publishDraft,
    discard: drafts.discardDraft,
    requestReview: drafts.requestReview,
    sendBack: drafts.sendBack,
    proposeDelete: drafts.proposeDelete,
    proposeOrder: drafts.proposeOrder,
  },
  versions: {
    list: history.listVersions,
    get: history.getVersion,
    restore: history.restoreVersion,
  },
  trash: {
    list: history.listTrash,
    restore: history.restoreFromTrash,
    undo: history.undoDelete,
  },
  releases: {
    list: releases.listReleases,
    create: releases.createRelease,
    update: releases.updateRelease,
    schedule: releases.scheduleRelease,
    unschedule: releases.unscheduleRelease,
    publish: releases.publishRelease,
    delete: releases.deleteRelease,
  },
  preview: {
    create: previewLinks.createPreviewLink,
    list: previewLinks.listPreviewLinks,
    revoke: previewLinks.revokePreviewLink,
    render: previewLinks.renderPreview,
  },
  publishing: {
    get: previewLinks.publishingSettings,
    update: previewLinks.updatePublishingSettings,
  },
  // Issue 44 item 3: the pages list's last change, author and views.
  pageActivity: { list: pageActivity.listPageActivity },
  // Issue 44: a page block's own picture, stored before the page is saved.
  blockImage: { upload: blockImage.uploadBlockImage },
  // Issue 44 item 4 (docs/api.md "Redirects"): old addresses that answer 301.
  redirects: {
    list: redirects.listRedirects,
    create: redirects.createRedirect,
    delete: redirects.deleteRedirect,
  },
  // Issue 38 (docs/webhooks.md, docs/api.md "API tokens"): admins only.
  webhooks: {
    list: webhooks.listWebhooks,
    create: webhooks.createWebhook,
    update: webhooks.updateWebhook,
    delete: webhooks.deleteWebhook,
    test: webhooks.testWebhook,
    deliveries: webhooks.listDeliveries,
    resend: webhooks.resendDelivery,
  },
  apiTokens: {
    list: apiTokens.listApiTokens,
    create: apiTokens.createApiToken,
    revoke: apiTokens.revokeApiToken,
  },
  // Issue 46: the OpenAPI document the console's API reference shows.
  apiDescription: { get: apiDescription.apiDescription },
  // Issue 45: visits and conversion, read from the daily roll-ups.
  analytics: { conversion: analytics.conversionReport },
  // Issue 45 item 3 (docs/analytics.md "Experiments"): one block of a live page against a variant.
  experiments: {
    list: experiments.listExperiments,
    create: experiments.createExperiment,
    results: experiments.getExperimentResults,
    end: experiments.endExperiment,
  },
  leads: {
    create: leads.createLead,
    list: leads.listLeads,
    update: leads.updateLead,
    delete: leads.deleteLead,
    exportCsv: leads.exportLeadsCsv,
    dashboard: leads.leadDashboard,
    owners: contacts.listLeadOwners,
    // Issue 43: `delete` moves a lead to the trash; these list, restore and purge it.
    trash: {
      list: leadTrash.listLeadTrash,
      restore: leadTrash.restoreLead,
      purge: leadTrash.purgeLead,
      empty: leadTrash.emptyLeadTrash,
    },
  },
  // Issue 38: the enquiries of one person or school, with one owner, follow-up and timeline.
  contacts: {
    list: contacts.listContacts,
    get: contacts.getContact,
    update: contacts.updateContact,
    addNote: contacts.addContactNote,
    merge: contacts.mergeContacts,
    split: contacts.splitContact,
  },
};

// A content key may not take a hand-written call's name (`sdk.leads`): a compile error if one does.
const namesApart: [Extract<ContentKey, keyof typeof handWritten>] extends [never] ? true : never =
  true;
void namesApart;

export const sdk = { ...handWritten, ...contentEndpoints };
export type Sdk = typeof sdk;

export { ApiError, FALLBACK_MESSAGE, parseInput } from './errors';
export { twoFactorChallengeOf } from './endpoints/auth';
export { configureApi, mediaUrl, readStoredToken } from './client';
export type { ApiConfig, TokenReader, UploadProgress } from './client';
export { collectionEndpoints, singletonEndpoints } from './endpoints/content';
export type { CollectionEndpoints, Saved, SingletonEndpoints } from './endpoints/content';
export type { DraftFields, DraftOf } from './endpoints/drafts';
export type { ComparedVersion } from './endpoints/history';
