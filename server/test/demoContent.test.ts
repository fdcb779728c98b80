import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BusinessSection } from '@/sdk/schemas/business';
import { ClientItem } from '@/sdk/schemas/client';
import { CourseSection } from '@/sdk/schemas/course';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { HomeContent } from '@/sdk/schemas/home';
import { LaunchSection } from '@/sdk/schemas/launch';
import { TestimonialItem } from '@/sdk/schemas/testimonial';
import { seedDemoContent } from '../demo/seedDemo';
import { startTestApp } from './testApp';

const dir = mkdtempSync(join(tmpdir(), 'lms-demo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lists = {
  '/api/teacherHomePage/getall': HomeContent,
  '/api/courseSectionContent/getall': CourseSection,
  '/api/launchSectionContent/getall': LaunchSection,
  '/api/businessSectionContent/getall': BusinessSection,
  '/api/clientSection/getall': ClientItem,
  '/api/testimonialSection/getall': TestimonialItem,
};

describe('demo content on a fresh database', () => {
  it('fills every section, with images that are served, and is seeded only once', async () => {
    const server = await startTestApp({ demoContent: true, mediaDir: join(dir, 'uploads') });
    try {
      for (const [url, item] of Object.entries(lists)) {
        const response = await server.app.inject({ method: 'POST', url });
        const { data } = apiSuccess(z.array(item)).parse(response.json());
        expect(data.length, url).toBeGreaterThanOrEqual(url.includes('Section/') ? 3 : 1);
        for (const record of data) {
          for (const [field, value] of Object.entries(record)) {
            expect(value, `${url} ${field}`).not.toBe('');
            if (typeof value === 'string' && value.startsWith('uploads/')) {
              const image = await server.app.inject({ method: 'GET', url: `/${value}` });
              expect(image.statusCode, value).toBe(200);
            }
          }
        }
      }
      expect(await seedDemoContent(server.context.db, server.context.media)).toBe(false);
    } finally {
      await server.close();
    }
  });
});
