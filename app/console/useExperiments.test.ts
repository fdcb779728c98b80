import { describe, expect, it } from 'vitest';
import { ApiError } from '@/sdk';
import { DraftMessages } from '@/sdk/content/drafts';
import { ExperimentMessages } from '@/sdk/schemas/experiments';
import { EXPERIMENTS_REVIEW_ON_REASON, experimentRefusal } from './useExperiments';

// Issue 45 item 3: what the Experiments screen makes of a refused start or end.
describe('a refused start or end of an experiment', () => {
  it('takes the controls away on a 403, in the screen’s words when review is the reason', () => {
    expect(experimentRefusal(new ApiError(403, DraftMessages.reviewRequired))).toEqual({
      refused: EXPERIMENTS_REVIEW_ON_REASON,
    });
    expect(experimentRefusal(new ApiError(403, 'You may not do this.'))).toEqual({
      refused: 'You may not do this.',
    });
  });

  it('puts a 400’s issues beside their fields, the variant’s beside its block field', () => {
    const refused = new ApiError(400, 'Please check the fields.', [
      { path: ['variant', 'title'], message: 'Keep this under 120 characters.' },
      { path: ['blockId'], message: ExperimentMessages.blockNotFound },
    ]);
    expect(experimentRefusal(refused)).toEqual({
      errors: {
        variant: { title: 'Keep this under 120 characters.' },
        blockId: ExperimentMessages.blockNotFound,
      },
    });
  });

  it('says a refusal naming no field above the form (a block under test already)', () => {
    expect(experimentRefusal(new ApiError(409, ExperimentMessages.alreadyRunning))).toEqual({
      errors: { general: ExperimentMessages.alreadyRunning },
    });
    expect(experimentRefusal(new TypeError('Failed to fetch'))).toEqual({
      errors: { general: 'The experiment could not be started. Please try again.' },
    });
  });
});
