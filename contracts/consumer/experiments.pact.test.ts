import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { ExperimentMessages } from '@/sdk/schemas/experiments';
import {
  EXPERIMENT_BLOCK_ID,
  EXPERIMENT_NAME,
  EXPERIMENT_PAGE_SLUG,
  EXPERIMENT_VARIANT,
} from '../experimentExample';
import { EXPERIMENT_ID } from '../pactIds';
import {
  authorised,
  createPact,
  failureBody,
  INSTANT,
  resetSdk,
  seeded,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

// Experiments on blocks (issue 45 item 3, docs/api.md "Experiments"): what the console's
// experiments screen calls, as an admin. It reads an experiment's name, page, block, split,
// status and dates, the results' counts, difference, sample ratio check and verdict, and a
// refusal's field (`issues[0].path`), which puts the server's words beside that field.

const { like, eachLike, regex } = MatchersV3;
const page = { page: EXPERIMENT_PAGE_SLUG, blockId: EXPERIMENT_BLOCK_ID };
const liveBlock = ['a live page at {page} with a block {blockId} exists', page] as const;
const running = [
  'a running experiment {id} on the block {blockId} of the page {page} exists',
  { id: EXPERIMENT_ID, ...page },
] as const;
const start = { name: EXPERIMENT_NAME, ...page, variant: EXPERIMENT_VARIANT, split: 50 };

const experimentBody = (status: 'running' | 'ended') => ({
  id: like(EXPERIMENT_ID),
  name: like(EXPERIMENT_NAME),
  page: like(EXPERIMENT_PAGE_SLUG),
  blockId: like(EXPERIMENT_BLOCK_ID),
  blockType: like('hero'),
  variant: like(EXPERIMENT_VARIANT),
  split: like(50),
  status: regex('^(running|ended)$', status),
  startedAt: regex(INSTANT, '2026-12-01T10:00:00.000Z'),
  startedBy: like('pact-token-admin'),
  endedAt: status === 'ended' ? regex(INSTANT, '2026-12-03T10:00:00.000Z') : null,
  endedBy: status === 'ended' ? like('pact-token-admin') : null,
  kept: status === 'ended' ? regex('^(control|variant)$', 'variant') : null,
});

/** A fresh experiment's results: nobody counted yet. */
const armBody = (arm: 'control' | 'variant') => ({
  arm,
  visitors: like(0),
  leads: like(0),
  rate: like(0),
});

describe('the experiments contract (issue 45 item 3)', () => {
  afterEach(resetSdk);

  it('lists the experiments', async () => {
    await createPact()
      .addInteraction()
      .given(...running)
      .given(...tokenState)
      .uponReceiving('an admin lists the experiments')
      .withRequest('POST', '/api/experiments/getall', (req) => req.headers(authorised).jsonBody({}))
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(experimentBody('running')))))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const [first] = await sdk.experiments.list();
        expect(first).toMatchObject({ ...page, status: 'running', kept: null });
      });
  });

  it('starts an experiment on a block of a live page', async () => {
    await createPact()
      .addInteraction()
      .given(...liveBlock)
      .given(...tokenState)
      .uponReceiving('an admin starts an experiment on a block')
      .withRequest('POST', '/api/experiments/create', (req) =>
        req.headers(authorised).jsonBody(start),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(experimentBody('running'), ExperimentMessages.started)),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect(await sdk.experiments.create(start)).toMatchObject({ ...page, status: 'running' });
      });
  });

  it('refuses a second experiment on a block under test, naming the block', async () => {
    await createPact()
      .addInteraction()
      .given(...running)
      .given(...tokenState)
      .uponReceiving('an admin starts an experiment on a block already under test')
      .withRequest('POST', '/api/experiments/create', (req) =>
        req.headers(authorised).jsonBody(start),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({
          ...failureBody(ExperimentMessages.alreadyRunning),
          // The console puts the message beside the field the path names: exactly `blockId`.
          issues: eachLike({
            path: ['blockId'],
            message: like(ExperimentMessages.alreadyRunning),
          }),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(sdk.experiments.create(start)).rejects.toMatchObject({
          status: 409,
          issues: [{ path: ['blockId'] }],
        });
      });
  });

  it("reads an experiment's results", async () => {
    await createPact()
      .addInteraction()
      .given(...running)
      .given(...tokenState)
      .uponReceiving("an admin reads an experiment's results")
      .withRequest('POST', '/api/experiments/results', (req) =>
        req.headers(authorised).jsonBody({ id: seeded('experimentId', EXPERIMENT_ID) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            experiment: experimentBody('running'),
            arms: [armBody('control'), armBody('variant')],
            difference: { estimate: like(0), low: like(-1), high: like(1) },
            sampleRatio: { pValue: like(1), flagged: like(false) },
            minimumVisitors: like(100),
            verdict: regex(
              '^(collecting|no-difference|variant-better|control-better|untrusted)$',
              'collecting',
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const results = await sdk.experiments.results(EXPERIMENT_ID);
        expect(results.arms.map((arm) => arm.arm)).toEqual(['control', 'variant']);
        expect(results.verdict).toBe('collecting');
      });
  });

  it('ends an experiment keeping the variant, as a draft of the page', async () => {
    const end = { id: EXPERIMENT_ID, keep: 'variant' } as const;
    await createPact()
      .addInteraction()
      .given(...running)
      .given(...tokenState)
      .uponReceiving('an admin ends an experiment keeping the variant')
      .withRequest('POST', '/api/experiments/end', (req) =>
        req.headers(authorised).jsonBody({ ...end, id: seeded('experimentId', EXPERIMENT_ID) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(experimentBody('ended'), ExperimentMessages.endedWithVariant)),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect(await sdk.experiments.end(end)).toMatchObject({ status: 'ended', kept: 'variant' });
      });
  });
});
