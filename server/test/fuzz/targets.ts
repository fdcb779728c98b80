import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentDefinitions } from '@/sdk/content';
import { LoginRequest, MAC_ADDRESS } from '@/sdk/schemas/auth';
import { ReleaseSchedule } from '@/sdk/content/releases';
import { ContactChange } from '@/sdk/schemas/contact';
import { Lead, LeadChange, LeadQuery } from '@/sdk/schemas/lead';
import { baseLead } from '../leadSeeds';
import type { ObjectSchema } from './schemaArbitrary';
import { call } from '../requests';

/** One endpoint to fuzz: its sdk schema, a valid sample, and how to read a write back. */
export interface FuzzTarget {
  url: string;
  schema: ObjectSchema;
  sample: Record<string, unknown>;
  /** Keys the valid payloads keep as in the sample (ids that must exist). */
  fixed: string[];
  admin: boolean;
  /** Valid payloads are fuzzed too (endpoints where any valid payload must answer 200). */
  fuzzValid: boolean;
  /** False where the endpoint reads no body at all (a section's getall): only no 5xx counts. */
  readsBody?: boolean;
  /** The endpoint reads multipart forms too (content create and update, which take images). */
  form?: boolean;
  /** The stored record after a 200, to compare with what was sent. */
  readBack?: (app: FastifyInstance, token: string, answer: unknown) => Promise<unknown>;
}

export const ADMIN_LOGIN = { username: 'admin', password: 'first-admin-password' };

const items = async (app: FastifyInstance, token: string, url: string) =>
  (await call(app, url, { token, json: {} })).body.data as Array<Record<string, unknown>>;

const byId = (list: Array<Record<string, unknown>>, id: unknown) =>
  list.find((item) => item._id === id);

/** The contact a seeded lead joined. */
async function contactOf(app: FastifyInstance, token: string, leadId: string): Promise<string> {
  const page = await call(app, '/api/leads/getall', { token, json: { pageSize: 100 } });
  const list = (page.body.data as { items: Array<Record<string, unknown>> }).items;
  const contactId = byId(list, leadId)?.contactId;
  if (typeof contactId !== 'string') throw new Error(`the seeded ${leadId} has no contact`);
  return contactId;
}

/** A release to schedule (its dates are what is fuzzed). */
async function emptyRelease(app: FastifyInstance, token: string): Promise<string> {
  const answer = await call(app, '/api/releases/create', {
    token,
    json: { name: 'fuzzed dates', items: [] },
  });
  return (answer.body.data as { _id: string })._id;
}

/** Every JSON endpoint the sdk calls; seeded ids come from fixtures' seedContent and 'lead-1'. */
export async function fuzzTargets(app: FastifyInstance, token: string): Promise<FuzzTarget[]> {
  const targets: FuzzTarget[] = [
    {
      url: '/api/leads/create',
      schema: Lead,
      sample: { ...baseLead },
      fixed: [],
      admin: false,
      fuzzValid: true,
      readBack: async (a, t, answer) => {
        const page = await call(a, '/api/leads/getall', { token: t, json: { pageSize: 100 } });
        const list = (page.body.data as { items: Array<Record<string, unknown>> }).items;
        return byId(list, (answer as { data: { _id: string } }).data._id);
      },
    },
    {
      url: '/api/leads/update',
      schema: LeadChange,
      sample: { leadId: 'lead-1', status: 'contacted', note: 'Called back.' },
      fixed: ['leadId'],
      admin: true,
      fuzzValid: true,
    },
    {
      url: '/api/leads/getall',
      schema: LeadQuery,
      sample: { page: 1, pageSize: 25, search: 'asha', from: '2026-01-01', to: '2026-12-31' },
      fixed: [],
      admin: true,
      fuzzValid: true,
    },
    // The inbox grouped by contact and a contact's change: their dates are fuzzed at the
    // range's ends (fuzz.test.ts); valid payloads are the inbox's, fuzzed above.
    {
      url: '/api/contacts/getall',
      schema: LeadQuery,
      sample: { page: 1, pageSize: 25, from: '2026-01-01', to: '2026-12-31T23:59:59+05:30' },
      fixed: [],
      admin: true,
      fuzzValid: false,
    },
    {
      url: '/api/contacts/update',
      schema: ContactChange,
      sample: { contactId: await contactOf(app, token, 'lead-1'), nextFollowUp: '2026-11-25' },
      fixed: ['contactId'],
      admin: true,
      fuzzValid: false,
    },
    {
      url: '/api/releases/schedule',
      // Scheduling an empty release is refused for itself: only the refusals are fuzzed.
      schema: ReleaseSchedule,
      sample: { releaseId: await emptyRelease(app, token), at: '2036-12-01T09:30:00+05:30' },
      fixed: ['releaseId'],
      admin: true,
      fuzzValid: false,
    },
    {
      url: '/api/admin/auth/login',
      schema: LoginRequest,
      sample: { ...ADMIN_LOGIN, macAddress: MAC_ADDRESS },
      fixed: [],
      admin: false,
      fuzzValid: false,
    },
  ];
  for (const d of Object.values(contentDefinitions)) {
    const getall = `${d.api}/getall`;
    const [first] = await items(app, token, getall);
    if (!first) throw new Error(`no seeded ${d.key} to fuzz`);
    const keys = Object.keys(d.update.shape).filter((key) => key in first || key === d.idField);
    const sample = Object.fromEntries(
      keys.map((key) => [key, key === d.idField ? first._id : first[key]]),
    );
    targets.push({
      url: `${d.api}/update`,
      schema: d.update,
      sample,
      fixed: [d.idField, ...d.imageNames],
      admin: true,
      fuzzValid: true,
      form: true,
      readBack: async (a, t) => byId(await items(a, t, getall), first._id),
    });
    targets.push({
      url: getall,
      // A section's getall takes no body: an empty object schema (unknown keys are ignored).
      schema: d.kind === 'collection' ? d.filter : z.object({}),
      readsBody: d.kind === 'collection',
      sample: {},
      fixed: [],
      admin: false,
      fuzzValid: false,
    });
    if (d.create) {
      targets.push({
        url: `${d.api}/create`,
        schema: d.create,
        sample: Object.fromEntries(Object.keys(d.create.shape).map((k) => [k, first[k]])),
        fixed: [],
        admin: true,
        fuzzValid: false,
        form: true,
      });
    }
    if (d.kind === 'collection' && d.order === 'manual') {
      targets.push({
        url: `${d.api}/reorder`,
        schema: d.reorder,
        sample: { ids: [first._id] },
        fixed: [],
        admin: true,
        fuzzValid: false,
      });
    }
    if (d.kind === 'collection') {
      targets.push({
        url: `${d.api}/delete`,
        schema: d.delete,
        sample: { [d.idField]: 'not-there' },
        fixed: [],
        admin: true,
        fuzzValid: false,
      });
    }
  }
  return targets;
}
