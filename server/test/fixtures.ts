import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { insertAdmin } from '../auth/admins';
import { hashToken, insertSession } from '../auth/sessions';
import {
  business,
  clients,
  contentDefinitionList,
  course,
  faqs,
  featureTabs,
  home,
  launch,
  testimonials,
} from '@/sdk/content';
import type { ContentKey } from '@/sdk/content';
import { sampleRecord } from '@/test-support/contentSamples';
import { contentRepository } from '../content/repository';
import type { Db } from '../db/database';
import type { Role } from '@/sdk/schemas/users';
import { demoBusiness, demoCourse, demoHome, demoLaunch } from '../demo/demoCopy';

/** A user with a live session, as the server stores them: its id, name and session token. */
export interface SignedInUser {
  id: string;
  username: string;
  token: string;
}

/**
 * Stores a user and a session for it. The user's hash is not a scrypt hash, so it can never sign
 * in; tests that need a real login create one with createAdmin.
 */
export async function signedInUser(
  db: Db,
  username: string,
  user: { role?: Role; mustChangePassword?: boolean } = {},
  hoursValid = 1,
): Promise<SignedInUser> {
  const admin = await insertAdmin(db, { username, passwordHash: 'none', ...user });
  if (!admin) throw new Error(`could not create the test user ${username}`);
  const token = randomUUID();
  const expiresAt = new Date(Date.now() + hoursValid * 3_600_000);
  await insertSession(db, { adminId: admin.id, tokenHash: hashToken(token), expiresAt });
  return { id: admin.id, username, token };
}

/** A token for a throwaway admin (or user of another role), stored as the server stores sessions. */
export async function adminToken(
  db: Db,
  hoursValid = 1,
  user: { role?: Role; mustChangePassword?: boolean } = {},
): Promise<string> {
  return (await signedInUser(db, `t-${randomUUID()}`, user, hoursValid)).token;
}

/** A token for a throwaway user of this role (issue 15). */
export const roleToken = (db: Db, role: Role) => adminToken(db, 1, { role });

/** A stored record as the fixtures answer it: its id, and its flag where it has one. */
export interface SeededRecord {
  _id: string;
  isActive?: boolean;
}
/** The stored records of every declaration, in list order. */
export type SeededContent = Record<ContentKey, readonly SeededRecord[]>;

/**
 * At least one record of every declaration, with known ids. Client and testimonial: one active,
 * one not. The settings, the copy sections and the policies exist from the app's start; any other
 * declaration without a fixture here gets a sample record (test-support/contentSamples.ts), so a
 * new declaration is seeded without a line written here. Answers every declaration's records.
 */
export async function seedContent(db: Db): Promise<SeededContent> {
  const img = 'uploads/fixture.png';
  await contentRepository(db, home).insert({ ...demoHome, bannerImage: img }, 'home-1');
  await contentRepository(db, course).insert({ ...demoCourse, courseImage: img }, 'course-1');
  await contentRepository(db, launch).insert({ ...demoLaunch, launchImage: img }, 'launch-1');
  await contentRepository(db, business).insert(demoBusiness, 'business-1');
  const clientRows = contentRepository(db, clients);
  const active = {
    clientTitle: 'Active client',
    clientImg: img,
    clientImgAlt: 'Active client logo',
    isActive: true,
  };
  await clientRows.insert(active, 'client-1');
  await clientRows.insert({ ...active, clientTitle: 'Hidden client', isActive: false }, 'client-2');
  const testimonialRows = contentRepository(db, testimonials);
  const quote = {
    testimonialDesc: 'Great',
    testimonialPersonName: 'Asha',
    testimonialImg: img,
    testimonialImgAlt: 'Asha smiling in a classroom',
  };
  await testimonialRows.insert({ ...quote, rating: 5 }, 'testimonial-1');
  await testimonialRows.insert({ ...quote, rating: 3, isActive: false }, 'testimonial-2');
  // Issue 14's collections; the settings and the two copy sections exist from the app's start.
  await contentRepository(db, faqs).insert(
    { question: 'Is there an app?', answer: 'Yes, on Android and iOS.' },
    'faq-1',
  );
  await contentRepository(db, featureTabs).insert(
    { label: 'Live Classes', title: 'Teach live', text: 'Whiteboard and chat.' },
    'tab-1',
  );
  const seeded: Partial<SeededContent> = {};
  for (const definition of contentDefinitionList) {
    const repository = contentRepository(db, definition);
    if ((await repository.list()).length === 0) {
      await repository.insert(sampleRecord(definition), `${definition.key}-1`);
    }
    seeded[definition.key] = (await repository.list()) as SeededRecord[];
  }
  return seeded as SeededContent;
}

/** A small real image in the given format. */
export function image(format: 'png' | 'jpeg' | 'webp' | 'gif', size = 16): Promise<Buffer> {
  const pixels = sharp({
    create: { width: size, height: size, channels: 3, background: '#3366cc' },
  });
  return pixels.toFormat(format).toBuffer();
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
