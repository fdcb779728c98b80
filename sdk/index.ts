/** The sdk's public face for the app: `import { sdk } from './'`. */
import * as auth from './endpoints/auth';
import * as clients from './endpoints/clients';
import * as home from './endpoints/home';
import * as leads from './endpoints/leads';
import * as sections from './endpoints/sections';
import * as testimonials from './endpoints/testimonials';

export const sdk = {
  auth: { login: auth.login, logout: auth.logout },
  leads: {
    create: leads.createLead,
    list: leads.listLeads,
    update: leads.updateLead,
    delete: leads.deleteLead,
    exportCsv: leads.exportLeadsCsv,
    dashboard: leads.leadDashboard,
  },
  home: { getAll: home.getHome, create: home.createHome, update: home.updateHome },
  course: { getAll: sections.getCourse, update: sections.updateCourse },
  launch: { getAll: sections.getLaunch, update: sections.updateLaunch },
  business: { getAll: sections.getBusiness, update: sections.updateBusiness },
  clients: {
    getAll: clients.getClients,
    create: clients.createClient,
    update: clients.updateClient,
    delete: clients.deleteClient,
  },
  testimonials: {
    getAll: testimonials.getTestimonials,
    create: testimonials.createTestimonial,
    update: testimonials.updateTestimonial,
    delete: testimonials.deleteTestimonial,
  },
};
export type Sdk = typeof sdk;

export { ApiError } from './errors';
export { configureApi, mediaUrl } from './client';
