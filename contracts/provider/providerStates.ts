import { sql } from 'drizzle-orm';
import type { VerifierOptions } from '@pact-foundation/pact';
import { createAdmin, insertAdmin } from '@/server/auth/admins';
import { hashToken, insertSession } from '@/server/auth/sessions';
import { insertBusiness } from '@/server/data/businessSection';
import { deleteClient, insertClient } from '@/server/data/clients';
import { insertCourse } from '@/server/data/courseSection';
import { insertHome } from '@/server/data/homeContent';
import { insertLaunch } from '@/server/data/launchSection';
import { insertLead } from '@/server/data/leads';
import { PACT_LEAD_ATTRIBUTION } from '@/contracts/leadAttributionExample';
import { insertTestimonial } from '@/server/data/testimonials';
import { HOME_IMAGE_FIELDS } from '@/sdk/schemas/home';
import type { Db } from '@/server/db/database';
import { homeContent } from '@/server/db/schema';
import { demoBusiness, demoCourse, demoHome, demoLaunch } from '@/server/demo/demoCopy';

type Params = Record<string, unknown>;
type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

const text = (params: unknown, name: string): string => {
  const value = (params as Params | undefined)?.[name];
  if (typeof value !== 'string' || !value) throw new Error(`provider state needs a "${name}"`);
  return value;
};
const flag = (params: unknown, name: string, fallback: boolean): boolean => {
  const value = (params as Params | undefined)?.[name];
  return typeof value === 'boolean' ? value : fallback;
};

const IMAGE = 'uploads/example.webp';
const TABLES =
  'sessions, admins, leads, home_content, course_section, launch_section, ' +
  'business_section, clients, testimonials, app_meta';

/** Empties every table, so each interaction starts from nothing but its own states. */
export async function clearDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${TABLES}`));
}

/**
 * The provider states the consumer tests name, with their parameters. Each seeds through the
 * server's own data layer (the functions the routes use), never with hand-written SQL rows.
 */
export function providerStates(db: Db): StateHandlers {
  return {
    'an admin account exists': async (params) => {
      await createAdmin(db, text(params, 'username'), text(params, 'password'));
    },
    'a valid admin token exists': async (params) => {
      const admin = await insertAdmin(db, { username: 'pact-token-admin', passwordHash: 'none' });
      if (!admin) return; // Already seeded for this interaction.
      const expiresAt = new Date(Date.now() + 3_600_000);
      await insertSession(db, {
        adminId: admin.id,
        tokenHash: hashToken(text(params, 'token')),
        expiresAt,
      });
    },
    'the home content exists': async (params) => {
      const images = Object.fromEntries(HOME_IMAGE_FIELDS.map((field) => [field, IMAGE]));
      await insertHome(db, { ...demoHome, ...images }, text(params, 'id'));
    },
    'no home content exists': async () => {
      await db.delete(homeContent);
    },
    'the course section exists': async (params) => {
      await insertCourse(db, { ...demoCourse, courseImage: IMAGE }, text(params, 'id'));
    },
    'the launch section exists': async (params) => {
      await insertLaunch(db, { ...demoLaunch, launchImage: IMAGE }, text(params, 'id'));
    },
    'the business section exists': async (params) => {
      await insertBusiness(db, demoBusiness, text(params, 'id'));
    },
    'a client with id {id} exists': async (params) => {
      const isActive = flag(params, 'isActive', true);
      const values = { clientTitle: 'Delhi Public School', clientImg: IMAGE, isActive };
      await insertClient(db, values, text(params, 'id'));
    },
    'a testimonial with id {id} exists': async (params) => {
      await insertTestimonial(
        db,
        {
          testimonialDesc: 'Our teachers moved online in a week.',
          testimonialPersonName: 'Priya Sharma',
          testimonialImg: IMAGE,
          rating: 5,
          isActive: flag(params, 'isActive', true),
        },
        text(params, 'id'),
      );
    },
    'a lead with id {id} exists': async (params) => {
      const createdAt = (params as Params | undefined)?.createdAt;
      await insertLead(
        db,
        {
          name: 'Asha Rao',
          email: 'asha@school.in',
          mobile: '9876543210',
          message: 'Please call me.',
          ...PACT_LEAD_ATTRIBUTION,
        },
        text(params, 'id'),
        typeof createdAt === 'string' ? new Date(createdAt) : undefined,
      );
    },
    'no client with id {id} exists': async (params) => {
      await deleteClient(db, text(params, 'id'));
    },
  };
}
