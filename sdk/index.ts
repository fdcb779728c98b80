/**
 * The sdk's public face for the app: `import { sdk } from '@/sdk'`. Every content call is built
 * from its declaration in sdk/content; leads and auth are written by hand (they really differ).
 */
import { business } from './content/business';
import { clients } from './content/clients';
import { course } from './content/course';
import { eLearning } from './content/eLearning';
import { faqs } from './content/faqs';
import { featureTabs } from './content/featureTabs';
import { home } from './content/home';
import { launch } from './content/launch';
import { privacyPolicy, refundPolicy, termsPolicy } from './content/policies';
import { settings } from './content/settings';
import { testimonials } from './content/testimonials';
import { whyChoose } from './content/whyChoose';
import * as account from './endpoints/account';
import * as audit from './endpoints/audit';
import * as auth from './endpoints/auth';
import { collectionEndpoints, singletonEndpoints } from './endpoints/content';
import * as leads from './endpoints/leads';
import * as users from './endpoints/users';

export const sdk = {
  auth: { login: auth.login, logout: auth.logout },
  account: {
    me: account.currentUser,
    changePassword: account.changePassword,
    signOutEverywhere: account.signOutEverywhere,
  },
  users: {
    list: users.listUsers,
    create: users.createUser,
    update: users.updateUser,
    delete: users.deleteUser,
  },
  audit: { list: audit.listAuditEntries },
  leads: {
    create: leads.createLead,
    list: leads.listLeads,
    update: leads.updateLead,
    delete: leads.deleteLead,
    exportCsv: leads.exportLeadsCsv,
    dashboard: leads.leadDashboard,
  },
  settings: singletonEndpoints(settings),
  home: singletonEndpoints(home),
  course: singletonEndpoints(course),
  launch: singletonEndpoints(launch),
  business: singletonEndpoints(business),
  clients: collectionEndpoints(clients),
  testimonials: collectionEndpoints(testimonials),
  faqs: collectionEndpoints(faqs),
  featureTabs: collectionEndpoints(featureTabs),
  whyChoose: singletonEndpoints(whyChoose),
  eLearning: singletonEndpoints(eLearning),
  privacyPolicy: singletonEndpoints(privacyPolicy),
  termsPolicy: singletonEndpoints(termsPolicy),
  refundPolicy: singletonEndpoints(refundPolicy),
};
export type Sdk = typeof sdk;

export { ApiError, FALLBACK_MESSAGE, parseInput } from './errors';
export { configureApi, mediaUrl, readStoredToken } from './client';
export type { ApiConfig, TokenReader, UploadProgress } from './client';
export { collectionEndpoints, singletonEndpoints } from './endpoints/content';
export type { CollectionEndpoints, Saved, SingletonEndpoints } from './endpoints/content';
