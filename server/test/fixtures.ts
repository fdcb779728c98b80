import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { insertAdmin } from '../auth/admins';
import { hashToken, insertSession } from '../auth/sessions';
import {
  business,
  clients,
  course,
  faqs,
  featureTabs,
  home,
  launch,
  testimonials,
} from '@/sdk/content';
import { contentRepository } from '../content/repository';
import type { Db } from '../db/database';
import type { Role } from '@/sdk/schemas/users';
import { demoBusiness, demoCourse, demoHome, demoLaunch } from '../demo/demoCopy';

/**
 * A token for a throwaway admin, stored as the server stores sessions. The admin's hash is not a
 * scrypt hash, so it can never sign in; tests that need a real login create one with createAdmin.
 */
export async function adminToken(
  db: Db,
  hoursValid = 1,
  user: { role?: Role; mustChangePassword?: boolean } = {},
): Promise<string> {
  const admin = await insertAdmin(db, {
    username: `t-${randomUUID()}`,
    passwordHash: 'none',
    ...user,
  });
  if (!admin) throw new Error('could not create a test admin');
  const token = randomUUID();
  const expiresAt = new Date(Date.now() + hoursValid * 3_600_000);
  await insertSession(db, { adminId: admin.id, tokenHash: hashToken(token), expiresAt });
  return token;
}

/** A token for a throwaway user of this role (issue 15). */
export const roleToken = (db: Db, role: Role) => adminToken(db, 1, { role });

/** One record of every content kind, with known ids. Client and testimonial: one active, one not. */
export async function seedContent(db: Db) {
  const img = 'uploads/fixture.png';
  const stored = {
    home: await contentRepository(db, home).insert({ ...demoHome, bannerImage: img }, 'home-1'),
    course: await contentRepository(db, course).insert(
      { ...demoCourse, courseImage: img },
      'course-1',
    ),
    launch: await contentRepository(db, launch).insert(
      { ...demoLaunch, launchImage: img },
      'launch-1',
    ),
    business: await contentRepository(db, business).insert(demoBusiness, 'business-1'),
  };
  const clientRows = contentRepository(db, clients);
  const active = {
    clientTitle: 'Active client',
    clientImg: img,
    clientImgAlt: 'Active client logo',
    isActive: true,
  };
  const client = await clientRows.insert(active, 'client-1');
  await clientRows.insert({ ...active, clientTitle: 'Hidden client', isActive: false }, 'client-2');
  const testimonialRows = contentRepository(db, testimonials);
  const quote = {
    testimonialDesc: 'Great',
    testimonialPersonName: 'Asha',
    testimonialImg: img,
    testimonialImgAlt: 'Asha smiling in a classroom',
  };
  const testimonial = await testimonialRows.insert({ ...quote, rating: 5 }, 'testimonial-1');
  await testimonialRows.insert({ ...quote, rating: 3, isActive: false }, 'testimonial-2');
  // Issue 14's collections; the settings and the two copy sections exist from the app's start.
  const faq = await contentRepository(db, faqs).insert(
    { question: 'Is there an app?', answer: 'Yes, on Android and iOS.' },
    'faq-1',
  );
  const featureTab = await contentRepository(db, featureTabs).insert(
    { label: 'Live Classes', title: 'Teach live', text: 'Whiteboard and chat.' },
    'tab-1',
  );
  return { ...stored, client, testimonial, faq, featureTab };
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
