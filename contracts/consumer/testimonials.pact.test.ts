import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
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

const { like, eachLike, boolean, integer } = MatchersV3;
const ID = 'testimonial-0001';
const exists = ['a testimonial with id {id} exists', { id: ID, isActive: true }] as const;
const fields = {
  testimonialDesc: 'Our fee collection and live classes moved online in a week.',
  testimonialPersonName: 'Meera Iyer',
};
const testimonialBody = (overrides: Record<string, unknown> = {}) => ({
  _id: like(ID),
  testimonialDesc: like(fields.testimonialDesc),
  testimonialPersonName: like(fields.testimonialPersonName),
  testimonialImg: imagePath(),
  rating: integer(4),
  isActive: boolean(true),
  ...overrides,
});

afterEach(resetSdk);

describe('testimonial section contract', () => {
  it('lists active testimonials for a visitor', async () => {
    await createPact()
      .addInteraction()
      .given(...exists)
      .uponReceiving('a visitor asks for the testimonials')
      .withRequest('POST', '/api/testimonialSection/getall')
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(testimonialBody()))))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await sdk.testimonials.getAll())[0]?.testimonialPersonName).toBe(
          fields.testimonialPersonName,
        );
      });
  });

  it('fetches one testimonial by id', async () => {
    await createPact()
      .addInteraction()
      .given(...exists)
      .given(...tokenState)
      .uponReceiving('an admin asks for one testimonial by id')
      .withRequest('POST', '/api/testimonialSection/getall', (req) =>
        req.headers(authorised).jsonBody({ testimonialSectionId: ID }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(testimonialBody()))))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect((await sdk.testimonials.getAll({ testimonialSectionId: ID }))[0]?._id).toBe(ID);
      });
  });

  it('creates a testimonial with a 4-star rating', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('an admin creates a testimonial')
      .withRequest('POST', '/api/testimonialSection/create', (req) =>
        multipartRequest(req, { ...fields, rating: '4' }, ['testimonialImg'], authorised),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(testimonialBody(), 'Your Data Successfully Added.')),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const { testimonial } = await sdk.testimonials.create({ ...fields, rating: 4 }, pngBlob());
        expect(testimonial.rating).toBe(4);
      });
  });

  it('updates a testimonial and switches it off', async () => {
    await createPact()
      .addInteraction()
      .given(...exists)
      .given(...tokenState)
      .uponReceiving('an admin updates a testimonial and its status')
      .withRequest('POST', '/api/testimonialSection/update', (req) =>
        multipartRequest(
          req,
          { testimonialSectionId: ID, ...fields, rating: '5', isActive: 'false' },
          ['testimonialImg'],
          authorised,
        ),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(testimonialBody({ rating: integer(5), isActive: boolean(false) })),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const { testimonial } = await sdk.testimonials.update(
          { testimonialSectionId: ID, ...fields, rating: 5, isActive: false },
          pngBlob(),
        );
        expect(testimonial.isActive).toBe(false);
      });
  });

  it('deletes a testimonial and answers its id', async () => {
    await createPact()
      .addInteraction()
      .given(...exists)
      .given(...tokenState)
      .uponReceiving('an admin deletes a testimonial')
      .withRequest('POST', '/api/testimonialSection/delete', (req) =>
        req.headers(authorised).jsonBody({ testimonialSectionId: ID }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody({ _id: like(ID) }, 'Your Data Successfully Deleted.')),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect((await sdk.testimonials.delete({ testimonialSectionId: ID })).id).toBe(ID);
      });
  });
});
