import { describe, expect, it, vi } from 'vitest';
import { LeadMessages } from '@/sdk/schemas/leadCreate';
import { viewController } from './leadModalController';
import { startLeadModalMachine } from './leadModalMachineHost';

describe("the lead modal's view before the machine comes", () => {
  it('opens at once, keeps what is typed and a submit pressed, and says so', () => {
    const onOpen = vi.fn();
    const onSubmit = vi.fn();
    const { controller, seed } = viewController({ onOpen, onSubmit });
    const seen = vi.fn();
    controller.subscribe(seen);
    controller.open('banner: Get Free Consultant');
    controller.change('name', 'Asha');
    controller.consent(true);
    controller.submit();
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(controller.view()).toMatchObject({ open: true, submitting: true });
    expect(seed()).toEqual({
      open: true,
      cta: 'banner: Get Free Consultant',
      submitted: true,
      values: expect.objectContaining({ name: 'Asha', marketingConsent: true }),
    });
    // The same view object until something changes, as useSyncExternalStore needs.
    expect(controller.view()).toBe(controller.view());
    expect(seen).toHaveBeenCalledTimes(4);
  });
});

describe('the machine taking over from the view', () => {
  it('gets what the inputs still send to the view before the modal renders again', () => {
    const { controller, seed, handTo } = viewController({ onOpen: vi.fn(), onSubmit: vi.fn() });
    controller.open('header: Book a Demo');
    const machine = startLeadModalMachine(seed());
    handTo(machine);
    // React has not rendered the modal with the machine yet: the name field calls the view.
    controller.change('name', 'Asha');
    controller.consent(true);
    expect(machine.view().values).toMatchObject({ name: 'Asha', marketingConsent: true });
    controller.close();
    expect(machine.view().open).toBe(false);
  });

  it('starts where the visitor left it: open, with the values, and the submit pressed again', () => {
    const machine = startLeadModalMachine({
      open: true,
      cta: 'header: Book a Demo',
      submitted: true,
      values: {
        name: 'Asha',
        email: 'not-an-email',
        mobile: '9876543210',
        message: 'Hi',
        website: '',
        marketingConsent: true,
      },
    });
    const view = machine.view();
    expect(view.open).toBe(true);
    expect(view.values).toMatchObject({ name: 'Asha', marketingConsent: true });
    // The press reached the machine: its check ran and named the problem beside the field.
    expect(view.errors).toEqual({ email: LeadMessages.email });
    expect(machine.view()).toBe(view);
  });
});
