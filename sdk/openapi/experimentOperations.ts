import { z } from 'zod';
import {
  Experiment,
  ExperimentCreate,
  ExperimentEnd,
  ExperimentRef,
  ExperimentResults,
} from '../schemas/experiments';
import type { OperationCatalogue } from './operation';

// Experiments on blocks (issue 45 item 3, docs/api.md "Experiments", docs/analytics.md).

const tag = 'Experiments';

export const experimentOperations: OperationCatalogue = {
  'POST /api/experiments/getall': {
    tag,
    summary: 'Every experiment on a block, running ones first (the content role)',
    data: z.array(Experiment),
  },
  'POST /api/experiments/create': {
    tag,
    summary:
      'Test one block of a live page against a variant of the same type (whoever may publish; one running experiment per block)',
    request: ExperimentCreate,
    data: Experiment,
    errors: [409],
  },
  'POST /api/experiments/results': {
    tag,
    summary:
      'Visitors and leads per arm, the difference with its 95% interval, the sample ratio check and a verdict',
    request: ExperimentRef,
    data: ExperimentResults,
    errors: [404],
  },
  'POST /api/experiments/end': {
    tag,
    summary:
      'End an experiment: keep the page as published, or save the variant as a draft of the page to publish',
    request: ExperimentEnd,
    data: Experiment,
    errors: [404, 409],
  },
};
