import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appMeta } from '../db/schema';
import { contentDefinitionList, settings } from '@/sdk/content';
import type { ContentDefinition, ContentDefinitions, ContentKey } from '@/sdk/content';
import { contentRepository } from '../content/repository';
import type { ContentValues } from '../content/repository';
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
import { DEMO_HEADER_LINKS, demoCampaignPage, demoPageBlocks } from './demoPages';
import { contentTable } from '../content/tables';
import { avatarSvg, illustrationSvg, logoSvg, toPng, toWebp } from './demoImages';

const SEEDED_KEY = 'demoContentSeededAt';

/** Draws the demo pictures and stores them like uploads. */
async function drawImages(media: MediaStore) {
  const picture = async (caption: string, hue: number, width?: number, height?: number) =>
    media.saveEncoded(await toWebp(illustrationSvg(caption, hue, width, height)), 'webp');
  const [banner, service, one, two, three, four, laptop, mobile, course, launch, campaign] =
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
      picture('Every batch in one place', 170),
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
  return { home, course, launch, campaign, logos, avatars };
}

type DemoImages = Awaited<ReturnType<typeof drawImages>>;

const allPaths = (images: DemoImages): Array<string | undefined> => [
  ...Object.values(images.home),
  images.course,
  images.launch,
  images.campaign,
  ...images.logos,
  ...images.avatars,
];

/** Explicit creation times, one a minute apart: a list newest first keeps the order written. */
type Moments = (index: number) => Date;

/** A declaration's demo records, or 'first start' where every first start creates its record. */
type DemoRecords<D extends ContentDefinition> =
  ((images: DemoImages, at: Moments) => ContentValues<D>[]) | 'first start';

/**
 * The demo content of every declaration, by its key: a declaration added to sdk/content is a
 * compile error here until it has some. 'first start': the settings, the copy sections and the
 * policies exist on every install (server/content/ensureSettings.ts). Collections keep the order
 * written in demoCopy.ts and defaultCopy.ts.
 */
const demoContent: { [K in ContentKey]: DemoRecords<ContentDefinitions[K]> } = {
  settings: 'first start',
  course: (images) => [{ ...demoCourse, courseImage: images.course }],
  business: () => [demoBusiness],
  launch: (images) => [{ ...demoLaunch, launchImage: images.launch }],
  home: (images) => [{ ...demoHome, ...images.home }],
  eLearning: 'first start',
  whyChoose: 'first start',
  featureTabs: () => demoFeatureTabs.map((tab, i) => ({ ...tab, position: i })),
  faqs: () => demoFaqs.map((faq, i) => ({ ...faq, position: i })),
  clients: (images, at) =>
    demoClients.map((client, i) => ({
      clientTitle: client.clientTitle,
      clientImg: images.logos[i] ?? '',
      clientImgAlt: clientLogoAlt(client.clientTitle),
      createdAt: at(i),
      position: i,
    })),
  // The demo avatars are plain silhouettes beside the person's name: decorative.
  testimonials: (images, at) =>
    demoTestimonials.map(({ hue: _hue, ...fields }, i) => ({
      ...fields,
      testimonialImg: images.avatars[i] ?? '',
      testimonialImgDecorative: true,
      createdAt: at(i),
      position: i,
    })),
  pages: (images, at) => [
    {
      ...demoCampaignPage,
      blocks: demoPageBlocks(images.home.serviceImageOne),
      heroImage: images.campaign,
      createdAt: at(0),
    },
  ],
  privacyPolicy: 'first start',
  termsPolicy: 'first start',
  refundPolicy: 'first start',
};

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
      // One transaction means one now(): explicit times keep a list newest first in order.
      const at: Moments = (i) => new Date(Date.now() - i * 60_000);
      // The header links to the demo's campaign page (issue 44), after the landing's sections.
      // (The settings are one record, written on every first start before the demo's.)
      await tx.update(contentTable(settings).table).set({ headerLinks: DEMO_HEADER_LINKS });
      for (const definition of contentDefinitionList) {
        const records = demoContent[definition.key];
        if (records === 'first start') continue;
        const repository = contentRepository(tx, definition as ContentDefinition);
        for (const values of records(images, at)) {
          await repository.insert(values as ContentValues<ContentDefinition>);
        }
      }
      return true;
    });
  } catch (error) {
    await media.remove(...allPaths(images));
    if (error instanceof AlreadySeeded) return false;
    throw error;
  }
}

class AlreadySeeded extends Error {}
