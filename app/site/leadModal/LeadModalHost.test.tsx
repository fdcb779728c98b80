import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareLeadModal, removeLeadModal, showLeadModal } from './LeadModalHost';

// jsdom's <dialog> may lack showModal: what the modal needs of it.
const dialogs = HTMLDialogElement.prototype as { showModal?: () => void; close?: () => void };
dialogs.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
dialogs.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

const dialog = () => document.querySelector<HTMLDialogElement>('#lead-modal-root dialog');

describe('LeadModalHost', () => {
  afterEach(() => act(() => removeLeadModal()));

  it('renders the modal closed ahead of a tap, in the background', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => prepareLeadModal());
    expect(dialog()).not.toBeNull();
    expect(dialog()?.hasAttribute('open')).toBe(false);
  });

  it('opens for a tap that comes while the background render is still pending', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      prepareLeadModal();
      // Nothing is rendered yet: the transition has not run.
      expect(dialog()).toBeNull();
      showLeadModal('hero');
    });
    expect(dialog()?.hasAttribute('open')).toBe(true);
  });
});
