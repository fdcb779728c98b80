import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appMeta } from '../db/schema';
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
import type { MediaStore } from '../media/mediaStore';
import {
  clientLogoAlt,
  demoBusiness,
  demoClients,
  demoCourse,
  demoHome,
  demoLaunch,
  demoTestimonials,
} from './demoCopy';
import { demoFaqs, demoFeatureTabs } from './defaultCopy';
import { avatarSvg, illustrationSvg, logoSvg, toPng, toWebp } from './demoImages';

const SEEDED_KEY = 'demoContentSeededAt';

/** Draws the demo pictures and stores them like uploads. */
async function drawImages(media: MediaStore) {
  const picture = async (caption: string, hue: number, width?: number, height?: number) =>
    media.saveEncoded(await toWebp(illustrationSvg(caption, hue, width, height)), 'webp');
  const [banner, service, one, two, three, four, laptop, mobile, course, launch] =
    await Promise.all([
      picture('Teach anywhere', 220),
      picture('All-in-one LMS', 260),
      picture('Live Classes', 200, 600, 400),
      picture('Recorded Courses', 30, 600, 400),
      picture('Test Series', 140, 600, 400),
      picture('Mobile App', 300, 600, 400),
      picture('Your academy on every laptop', 190, 1600, 700),
      picture('Learn on the go', 330, 600, 900),
      picture('Sell courses', 40),
      picture('Get the app', 250),
    ]);
  const logos = await Promise.all(
    demoClients.map(async (c) =>
      media.saveEncoded(await toPng(logoSvg(c.clientTitle, c.hue)), 'png'),
    ),
  );
  const avatars = await Promise.all(
    demoTestimonials.map(async (t) => media.saveEncoded(await toPng(avatarSvg(t.hue)), 'png')),
  );
  const home = {
    bannerImage: banner,
    serviceImage: service,
    serviceImageOne: one,
    serviceImageTwo: two,
    serviceImageThree: three,
    serviceImageFour: four,
    serviceBannerImage: laptop,
    serviceBannerImageMob: mobile,
  } as const;
  return { home, course, launch, logos, avatars };
}

type DemoImages = Awaited<ReturnType<typeof drawImages>>;

const allPaths = (images: DemoImages): Array<string | undefined> => [
  ...Object.values(images.home),
  images.course,
  images.launch,
  ...images.logos,
  ...images.avatars,
];

/**
 * Fills a fresh database with a complete landing page, once: a marker row records it, so content
 * an admin later deletes does not come back on restart.
 */
export async function seedDemoContent(db: Db, media: MediaStore): Promise<boolean> {
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (seeded) return false;
  const images = await drawImages(media);
  try {
    return await db.transaction(async (tx) => {
      // The marker goes in first: a second server starting at the same moment waits here, then
      // finds it and skips.
      const [marker] = await tx
        .insert(appMeta)
        .values({ key: SEEDED_KEY, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning();
      if (!marker) throw new AlreadySeeded();
      await contentRepository(tx, home).insert({ ...demoHome, ...images.home });
      const courseImage = images.course;
      await contentRepository(tx, course).insert({ ...demoCourse, courseImage });
      const launchImage = images.launch;
      await contentRepository(tx, launch).insert({ ...demoLaunch, launchImage });
      await contentRepository(tx, business).insert(demoBusiness);
      // One transaction means one now(); explicit times keep the list (newest first) in the
      // order written in demoCopy.ts.
      const at = (i: number) => new Date(Date.now() - i * 60_000);
      const clientRows = contentRepository(tx, clients);
      for (const [i, client] of demoClients.entries()) {
        const clientImg = images.logos[i] ?? '';
        const place = { createdAt: at(i), position: i };
        const clientImgAlt = clientLogoAlt(client.clientTitle);
        await clientRows.insert({
          clientTitle: client.clientTitle,
          clientImg,
          clientImgAlt,
          ...place,
        });
      }
      const testimonialRows = contentRepository(tx, testimonials);
      for (const [i, { hue: _hue, ...fields }] of demoTestimonials.entries()) {
        const testimonialImg = images.avatars[i] ?? '';
        // The demo avatars are plain silhouettes beside the person's name: decorative.
        const described = { testimonialImg, testimonialImgDecorative: true };
        await testimonialRows.insert({ ...fields, ...described, createdAt: at(i), position: i });
      }
      const faqRows = contentRepository(tx, faqs);
      for (const [i, faq] of demoFaqs.entries()) await faqRows.insert({ ...faq, position: i });
      const tabRows = contentRepository(tx, featureTabs);
      for (const [i, tab] of demoFeatureTabs.entries())
        await tabRows.insert({ ...tab, position: i });
      return true;
    });
  } catch (error) {
    await media.remove(...allPaths(images));
    if (error instanceof AlreadySeeded) return false;
    throw error;
  }
}

class AlreadySeeded extends Error {}
