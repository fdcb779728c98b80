import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { multipartRequest, pngBlob } from './multipart';
import {
  authorised,
  createPact,
  failureBody,
  imagePath,
  resetSdk,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

const { like, eachLike, integer } = MatchersV3;
const COURSE_ID = 'course-0001';
const LAUNCH_ID = 'launch-0001';
const BUSINESS_ID = 'business-0001';

const course = {
  courseTitle: 'Sell your courses online',
  courseSubTitle: 'Your own storefront in minutes',
  pointOne: 'Unlimited courses',
  pointTwo: 'Secure video',
  pointThree: 'Payments in INR',
  pointFour: 'Coupons and offers',
  pointFive: 'Reports that matter',
};
const courseBody = () => ({
  _id: like(COURSE_ID),
  ...Object.fromEntries(Object.entries(course).map(([k, v]) => [k, like(v)])),
  courseImage: imagePath(),
});
const launch = { launchTitle: 'Launch your own app', launchDesc: 'Your brand on the stores.' };
const launchBody = () => ({
  _id: like(LAUNCH_ID),
  launchTitle: like(launch.launchTitle),
  launchDesc: like(launch.launchDesc),
  launchImage: imagePath(),
});
const businessBody = () => ({
  _id: like(BUSINESS_ID),
  cities: integer(120),
  teachers: integer(4500),
  students: integer(250000),
});

afterEach(resetSdk);

describe('course section contract', () => {
  it('reads the course section', async () => {
    await createPact()
      .addInteraction()
      .given('the course section exists', { id: COURSE_ID })
      .uponReceiving('a visitor asks for the course section')
      .withRequest('POST', '/api/courseSectionContent/getall')
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(courseBody()))))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await sdk.course.getAll())[0]?.pointFive).toBe(course.pointFive);
      });
  });

  it('updates the course section with a new image', async () => {
    await createPact()
      .addInteraction()
      .given('the course section exists', { id: COURSE_ID })
      .given(...tokenState)
      .uponReceiving('an admin updates the course section')
      .withRequest('POST', '/api/courseSectionContent/update', (req) =>
        multipartRequest(req, { courseId: COURSE_ID, ...course }, ['courseImage'], authorised),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(courseBody()))))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const { course: saved } = await sdk.course.update(
          { courseId: COURSE_ID, ...course },
          pngBlob(),
        );
        expect(saved._id).toBe(COURSE_ID);
      });
  });
});

describe('launch section contract', () => {
  it('reads the launch section', async () => {
    await createPact()
      .addInteraction()
      .given('the launch section exists', { id: LAUNCH_ID })
      .uponReceiving('a visitor asks for the launch section')
      .withRequest('POST', '/api/launchSectionContent/getall')
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(launchBody()))))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await sdk.launch.getAll())[0]?.launchTitle).toBe(launch.launchTitle);
      });
  });

  it('updates the launch section keeping its image', async () => {
    await createPact()
      .addInteraction()
      .given('the launch section exists', { id: LAUNCH_ID })
      .given(...tokenState)
      .uponReceiving('an admin updates the launch text only')
      .withRequest('POST', '/api/launchSectionContent/update', (req) =>
        multipartRequest(req, { launchSectionId: LAUNCH_ID, ...launch }, [], authorised),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(launchBody()))))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const { launch: saved } = await sdk.launch.update({
          launchSectionId: LAUNCH_ID,
          ...launch,
        });
        expect(saved.launchImage).toMatch(/^uploads\//);
      });
  });
});

describe('business section contract', () => {
  it('reads the counters', async () => {
    await createPact()
      .addInteraction()
      .given('the business section exists', { id: BUSINESS_ID })
      .uponReceiving('a visitor asks for the business counters')
      .withRequest('POST', '/api/businessSectionContent/getall')
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(businessBody()))))
      .executeTest(async (server) => {
        useMockServer(server);
        expect(typeof (await sdk.business.getAll())[0]?.cities).toBe('number');
      });
  });

  it('updates the counters', async () => {
    const fields = {
      businessSectionId: BUSINESS_ID,
      cities: 150,
      teachers: 5000,
      students: 300000,
    };
    await createPact()
      .addInteraction()
      .given('the business section exists', { id: BUSINESS_ID })
      .given(...tokenState)
      .uponReceiving('an admin updates the business counters')
      .withRequest('POST', '/api/businessSectionContent/update', (req) =>
        multipartRequest(
          req,
          { businessSectionId: BUSINESS_ID, cities: '150', teachers: '5000', students: '300000' },
          [],
          authorised,
        ),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(businessBody()))))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect((await sdk.business.update(fields)).business._id).toBe(BUSINESS_ID);
      });
  });

  it('refuses an update without a token', async () => {
    await createPact()
      .addInteraction()
      .given('the business section exists', { id: BUSINESS_ID })
      .uponReceiving('a business update without a token')
      .withRequest('POST', '/api/businessSectionContent/update', (req) =>
        multipartRequest(req, {
          businessSectionId: BUSINESS_ID,
          cities: '1',
          teachers: '1',
          students: '1',
        }),
      )
      .willRespondWith(401, (res) => res.jsonBody(failureBody('Please sign in again.')))
      .executeTest(async (server) => {
        useMockServer(server, null);
        await expect(
          sdk.business.update({
            businessSectionId: BUSINESS_ID,
            cities: 1,
            teachers: 1,
            students: 1,
          }),
        ).rejects.toMatchObject({ status: 401 });
      });
  });
});
