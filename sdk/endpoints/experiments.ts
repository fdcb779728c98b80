import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { apiSuccess } from '../schemas/envelope';
import {
  Experiment,
  ExperimentCreate,
  ExperimentEnd,
  ExperimentRef,
  ExperimentResults,
} from '../schemas/experiments';

// Experiments on blocks (issue 45 item 3, docs/api.md "Experiments"). Whoever may publish starts
// and ends them (admins; editors while review is off); the content role reads them.

/** Every experiment, running ones first, then the ended ones newest first. */
export async function listExperiments(): Promise<Experiment[]> {
  return (await post('/api/experiments/getall', {}, apiSuccess(z.array(Experiment)))).data;
}

/**
 * Starts testing one block of a live page against `variant`. A page or block that is not live,
 * a variant of another type or a block already under test is a 4xx naming the field.
 */
export async function createExperiment(input: ExperimentCreate): Promise<Experiment> {
  const body = parseInput(ExperimentCreate, input);
  return (await post('/api/experiments/create', body, apiSuccess(Experiment))).data;
}

/** Visitors and leads per arm, the difference with its 95% interval, the SRM check, a verdict. */
export async function getExperimentResults(id: string): Promise<ExperimentResults> {
  const body = parseInput(ExperimentRef, { id });
  return (await post('/api/experiments/results', body, apiSuccess(ExperimentResults))).data;
}

/**
 * Ends the experiment: every visitor sees the published page again. Keeping the variant saves
 * the page with it as a draft, published (or reviewed) like any other draft.
 */
export async function endExperiment(input: ExperimentEnd): Promise<Experiment> {
  const body = parseInput(ExperimentEnd, input);
  return (await post('/api/experiments/end', body, apiSuccess(Experiment))).data;
}
