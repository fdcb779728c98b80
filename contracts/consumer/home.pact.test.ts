import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { HOME_IMAGE_FIELDS } from '@/sdk/schemas/home';
import type { HomeTextFields } from '@/sdk/schemas/home';
import { multipartRequest, pngBlob } from './multipart';
import {
  authorised,
  createPact,
  imagePath,
  resetSdk,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

const { like, eachLike, regex } = MatchersV3;
const HOME_ID = 'home-0001';

const text: HomeTextFields = {
  bannerTitle: 'Teach online, grow faster',
  bannerSubTitle: 'Live classes, tests and a branded app',
  serviceTitle: 'Services we provide',
  serviceSubTitle: 'Everything an institute needs',
  serviceTitleOne: 'Live Classes',
  serviceTitleTwo: 'Test Series',
  serviceTitleThree: 'Recorded Courses',
  serviceTitleFour: 'Student App',
  serviceSubTitleOne: 'Teach in real time',
  serviceSubTitleTwo: 'Exam-ready practice',
  serviceSubTitleThree: 'Learn at any hour',
  serviceSubTitleFour: 'Your brand on every phone',
};

const homeBody = () => ({
  _id: like(HOME_ID),
  ...Object.fromEntries(Object.entries(text).map(([k, v]) => [k, like(v)])),
  ...Object.fromEntries(HOME_IMAGE_FIELDS.map((f) => [f, imagePath()])),
  // The one optional home image: empty until an admin uploads it.
  serviceBannerImageMob: regex('^(uploads/[\\w.-]+)?$', 'uploads/example.webp'),
});

afterEach(resetSdk);

describe('home content contract', () => {
  it('reads the home content', async () => {
    await createPact()
      .addInteraction()
      .given('the home content exists', { id: HOME_ID })
      .uponReceiving('a visitor asks for the home content')
      .withRequest('POST', '/api/teacherHomePage/getall')
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(homeBody()))))
      .executeTest(async (server) => {
        useMockServer(server);
        const [home] = await sdk.home.getAll();
        expect(home?.bannerTitle).toBe(text.bannerTitle);
      });
  });

  it('creates the home content when there is none', async () => {
    const files = HOME_IMAGE_FIELDS.filter((f) => f !== 'serviceBannerImageMob');
    await createPact()
      .addInteraction()
      .given('no home content exists')
      .given(...tokenState)
      .uponReceiving('an admin creates the home content')
      .withRequest('POST', '/api/teacherHomePage/create', (req) =>
        multipartRequest(req, { ...text }, [...files], authorised),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(homeBody(), 'Your Data Successfully Added.')),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const images = Object.fromEntries(files.map((f) => [f, pngBlob()]));
        const home = await sdk.home.create(text, images);
        expect(home._id).toBe(HOME_ID);
      });
  });

  it('updates the banner title and image', async () => {
    const fields = { homeSettingId: HOME_ID, ...text, bannerTitle: 'A new banner title' };
    await createPact()
      .addInteraction()
      .given('the home content exists', { id: HOME_ID })
      .given(...tokenState)
      .uponReceiving('an admin updates the home banner with a new image')
      .withRequest('POST', '/api/teacherHomePage/update', (req) =>
        multipartRequest(req, fields, ['bannerImage'], authorised),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(eachLike({ ...homeBody(), bannerTitle: like('A new banner title') })),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const { home } = await sdk.home.update(fields, { bannerImage: pngBlob() });
        expect(home.bannerTitle).toBe('A new banner title');
      });
  });
});
