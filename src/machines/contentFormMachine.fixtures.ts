import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ContentFormInput, DraftActionRequest, SaveRequest } from './contentForm';
import { contentFormMachine } from './contentFormMachine';

// Shared by the content form tests: the machine with fake effects that record their calls.

export const storedClient = {
  _id: 'c1',
  clientTitle: 'Acme Academy',
  clientImg: 'uploads/clients/acme.webp',
  isActive: false,
};
export const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', {
  type: 'image/png',
});
/** What a client form hands over on a valid submit. */
export const clientSubmit = {
  type: 'form.submit',
  values: { clientTitle: 'Acme' },
  files: { clientImg: logo },
} as const;

interface Fakes {
  load?: (input: { id: string | undefined }) => Promise<unknown>;
  /** No draft unless a test says otherwise. */
  loadDraft?: (input: { id: string }) => Promise<unknown>;
  save?: (request: SaveRequest) => Promise<unknown>;
  draftAction?: (request: DraftActionRequest) => Promise<unknown>;
}

export function startForm(input: ContentFormInput, fakes: Fakes = {}) {
  const effects = {
    load: vi.fn(fakes.load ?? (async () => null)),
    loadDraft: vi.fn(fakes.loadDraft ?? (async () => null)),
    save: vi.fn(fakes.save ?? (async () => undefined)),
    draftAction: vi.fn(fakes.draftAction ?? (async () => undefined)),
    toastSuccess: vi.fn(),
    toastError: vi.fn(),
    navigate: vi.fn(),
  };
  const machine = contentFormMachine.provide({
    actors: {
      load: fromPromise(({ input: request }) => effects.load(request)),
      loadDraft: fromPromise(({ input: request }) => effects.loadDraft(request)),
      save: fromPromise(({ input: request }) => effects.save(request)),
      draftAction: fromPromise(({ input: request }) => effects.draftAction(request)),
    },
    actions: {
      toastSuccess: (_, params) => effects.toastSuccess(params.message),
      toastError: (_, params) => effects.toastError(params.message),
      navigate: (_, params) => effects.navigate(params.to),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects };
}
