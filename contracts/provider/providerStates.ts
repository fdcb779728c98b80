import { getTableName, sql } from 'drizzle-orm';
import { contentDefinitionList } from '@/sdk/content';
import { createAdmin, findAdmin, insertAdmin } from '@/server/auth/admins';
import { hashToken, insertSession } from '@/server/auth/sessions';
import { hashPassword } from '@/server/auth/password';
import { recordAudit } from '@/server/audit/auditLog';
import { AuditKind } from '@/sdk/schemas/audit';
import { Role } from '@/sdk/schemas/users';
import { contentRepository } from '@/server/content/repository';
import type { ContentWriteListener } from '@/server/content/repository';
import { contentTable } from '@/server/content/tables';
import { insertLead, leadValues } from '@/server/data/leads';
import { storeLeads } from '@/server/data/leadStore';
import { leadWriter } from '@/server/data/leadWriter';
import { PACT_LEAD_ATTRIBUTION } from '@/contracts/leadAttributionExample';
import { PACT_LEAD_CONSENT } from '@/contracts/leadConsentExample';
import { PACT_RETRIED_LEAD } from '@/contracts/leadIdempotencyExample';
import { CONTENT_ID, USER_ID } from '@/contracts/pactIds';
import type { Db } from '@/server/db/database';
import { contentContracts } from '../consumer/contentCases';
import { analyticsStates } from './analyticsStates';
import { contactStates } from './contactStates';
import { leadTrashStates } from './leadTrashStates';
import { draftStates } from './draftStates';
import { experimentStates } from './experimentStates';
import { integrationStates } from './integrationStates';
import { twoFactorStates } from './twoFactorStates';
import { passwordResetStates } from './passwordResetStates';
import { pageActivityStates } from './pageActivityStates';
import { redirectStates } from './redirectStates';
import type { ContentContract } from '../consumer/contentCases';
import { text } from './stateParams';
import type { StateHandlers, Params } from './stateParams';

/** A state's handler; it may answer values for `fromProviderState` (the ids it seeded). */
type StateHandler = (params?: Params) => Promise<Record<string, string> | undefined>;

const IMAGE = 'uploads/example.webp';
/** The inbox's example lead (contracts/consumer/leadsInbox.pact.test.ts reads it back). */
const PACT_INBOX_LEAD = {
  name: 'Asha Rao',
  email: 'asha@school.in',
  mobile: '9876543210',
  message: 'Please call me.',
};
const TABLES = [
  'sessions',
  'admins',
  'audit_log',
  'leads',
  // Issue 38: contacts, their timelines and the pairs split by hand.
  'contacts',
  'contact_activity',
  'contact_separations',
  // Issue 43: leads moved to the trash.
  'lead_trash',
  'app_meta',
  // Not tied to admins: "require two-factor for admins" must not outlive its interaction.
  'security_settings',
  // Issue 45: what the counting stored (the beacon's interaction counts one page view).
  'analytics_events',
  'analytics_visitors',
  'analytics_daily',
  'analytics_daily_cta',
  'analytics_daily_anonymous',
  // Issue 37: drafts, history, trash, releases (their items go with them), preview links.
  'content_drafts',
  'content_versions',
  'content_trash',
  'content_releases',
  'preview_links',
  'publishing_settings',
  'picture_candidates',
  // Issue 38: webhooks (their deliveries go with them) and API tokens.
  'webhook_endpoints',
  'api_tokens',
  // Issue 44 item 4: old addresses that answer 301 (a page's move leaves one too).
  'redirects',
  // Issue 45 item 3: experiments on blocks and their counts.
  'experiments',
  'experiment_visitors',
  'experiment_daily',
  ...contentDefinitionList.map((definition) => getTableName(contentTable(definition).table)),
].join(', ');

/**
 * Empties every table, so each interaction starts from nothing but its own states. CASCADE takes
 * the tables that point at these with it (the two-factor tables point at admins), which a bare
 * TRUNCATE refuses.
 */
export async function clearDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${TABLES} CASCADE`));
}

/**
 * The provider states the consumer tests name, with their parameters. Each seeds through the
 * server's own data layer (the functions the routes use), never with hand-written SQL rows.
 * Content writes tell `listeners` (the server's content cache), as the routes' writes do.
 */
export function providerStates(db: Db, listeners: ContentWriteListener[]): StateHandlers {
  return {
    // The ten interactions that name no state (a refusal without a token, a visitor's lead or
    // beacon) run on the empty database every interaction starts from; Pact's core still asks
    // for their state by the empty name, and pact-js warned once for each without this.
    '': async () => {},
    ...twoFactorStates(db),
    ...draftStates(db),
    ...integrationStates(db),
    ...contactStates(db),
    ...leadTrashStates(db),
    ...passwordResetStates(db),
    ...analyticsStates(db),
    ...redirectStates(db),
    ...experimentStates(db, listeners),
    ...pageActivityStates(db, listeners),
    'an admin account exists': async (params) => {
      await createAdmin(db, text(params, 'username'), text(params, 'password'));
    },
    // Optional parameters: the token user's role, id and (hashed) password, for the own-account calls.
    'a valid admin token exists': async (params) => {
      const p = (params ?? {}) as Params;
      const password = typeof p.password === 'string' ? p.password : null;
      const admin = await insertAdmin(db, {
        ...(typeof p.userId === 'string' ? { id: p.userId } : {}),
        username: p.role === 'editor' ? 'pact-token-editor' : 'pact-token-admin',
        passwordHash: password ? await hashPassword(password) : 'none',
        role: p.role === 'editor' ? 'editor' : 'admin',
      });
      // Already seeded for this interaction: the same user, whose id it answers again.
      if (!admin) {
        const seeded = await findAdmin(
          db,
          p.role === 'editor' ? 'pact-token-editor' : 'pact-token-admin',
        );
        return seeded ? { tokenUserId: seeded.id } : undefined;
      }
      const expiresAt = new Date(Date.now() + 3_600_000);
      await insertSession(db, {
        adminId: admin.id,
        tokenHash: hashToken(text(params, 'token')),
        expiresAt,
      });
      return { tokenUserId: admin.id };
    },
    'a user with id {id} exists': async (params) => {
      const user = await insertAdmin(db, {
        id: text(params, 'id'),
        username: text(params, 'username'),
        passwordHash: 'none',
        role: Role.catch('editor').parse(text(params, 'role')),
      });
      return { userId: user?.id ?? text(params, 'id') };
    },
    'an audit entry of kind {kind} exists': async (params) => {
      const kind = AuditKind.parse(text(params, 'kind'));
      await recordAudit(db, {
        kind,
        action: 'clients.update',
        target: CONTENT_ID.clients,
        summary: `updated clients ${CONTENT_ID.clients}`,
        actor: { id: USER_ID.editor, username: 'edna' },
      });
    },
    'a lead with id {id} exists': async (params) => {
      const createdAt = (params as Params | undefined)?.createdAt;
      await insertLead(
        db,
        { ...PACT_INBOX_LEAD, ...PACT_LEAD_ATTRIBUTION, ...PACT_LEAD_CONSENT },
        text(params, 'id'),
        typeof createdAt === 'string' ? new Date(createdAt) : undefined,
      );
      return { leadId: text(params, 'id') };
    },
    // A filled honeypot, as the intake files it: stored with status spam, in no contact.
    'a spam lead with id {id} exists': async (params) => {
      const lead = { ...PACT_INBOX_LEAD, ...PACT_LEAD_ATTRIBUTION, ...PACT_LEAD_CONSENT };
      await storeLeads(db, [leadValues(lead, { id: text(params, 'id'), status: 'spam' })]);
      return { leadId: text(params, 'id') };
    },
    // Stored by the writer the route uses, as a first attempt whose answer was lost would be.
    'a lead was stored with Idempotency-Key {key}': async (params) => {
      await leadWriter(db)(PACT_RETRIED_LEAD, text(params, 'key'));
    },
    ...Object.fromEntries(
      Object.values(contentContracts).flatMap((contract) => contentStates(db, listeners, contract)),
    ),
  };
}

/**
 * The states of one content contract (contracts/consumer/contentCases.ts): its record exists
 * (seeded with the contract's example and the state's parameters), an id is unknown, or the
 * section has no record yet. They seed through the server's own repository.
 */
function contentStates(db: Db, listeners: ContentWriteListener[], contract: ContentContract) {
  const repository = contentRepository(db, contract.definition, listeners);
  const images = Object.fromEntries(contract.definition.imageNames.map((name) => [name, IMAGE]));
  const handlers: [string, StateHandler][] = [
    [
      contract.exists.state,
      async (params) => {
        const { id: _id, ...stateValues } = (params ?? {}) as Params;
        await repository.insert(
          { ...contract.example, ...images, ...stateValues },
          text(params, 'id'),
        );
        return { id: text(params, 'id') };
      },
    ],
  ];
  if (contract.missingState) {
    handlers.push([
      contract.missingState,
      async (params) => {
        await repository.remove(text(params, 'id'));
        return undefined;
      },
    ]);
  }
  if (contract.absentState) {
    handlers.push([
      contract.absentState,
      async () => {
        for (const record of await repository.list()) await repository.remove(record._id);
        return undefined;
      },
    ]);
  }
  return handlers;
}
