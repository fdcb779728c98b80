import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, sdk } from '@/sdk';
import { DraftMessages } from '@/sdk/content/drafts';
import { Redirect, RedirectMessages } from '@/sdk/schemas/redirects';
import type { Role } from '@/sdk/schemas/users';
import { outcomeToast } from './outcomeToast';
import { REVIEW_ON_REASON, redirectRefusal, useRedirects } from './useRedirects';

// Issue 44 item 4: the Redirects screen's container. Only the sdk's calls are answered by hand.

let role: Role = 'admin';
vi.mock('./useCurrentUser', () => ({ useCurrentUser: () => ({ user: { role } }) }));

const redirect = Redirect.parse({
  from: '/summer-offer',
  to: '/for-schools',
  origin: 'manual',
  createdAt: '2026-11-21T10:00:00.000Z',
  createdBy: 'admin',
});
const loop = new ApiError(409, RedirectMessages.loop, [
  { path: ['to'], message: RedirectMessages.loop },
]);

let hook: ReturnType<typeof useRedirects>;
function Probe() {
  hook = useRedirects();
  return null;
}
let root: ReturnType<typeof createRoot>;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const show = async () => {
  await act(async () => {
    root.render(<Probe />);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  root = createRoot(document.body.appendChild(document.createElement('div')));
  role = 'admin';
  vi.spyOn(outcomeToast, 'success').mockImplementation(() => {});
  vi.spyOn(outcomeToast, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => root.unmount());
  vi.restoreAllMocks();
});

describe('redirectRefusal', () => {
  it("puts a 409's message beside the field it names (a loop: the new address)", () => {
    expect(redirectRefusal(loop)).toEqual({ errors: { to: RedirectMessages.loop } });
    const lives = new ApiError(409, RedirectMessages.pageLives, [
      { path: ['from'], message: RedirectMessages.pageLives },
    ]);
    expect(redirectRefusal(lives)).toEqual({ errors: { from: RedirectMessages.pageLives } });
  });

  it("puts the sdk's own 400 beside the old address, before anything is sent", async () => {
    const post = vi.spyOn(globalThis, 'fetch');
    const error = await sdk.redirects.create({ from: 'summer offer', to: '/x' }).catch((e) => e);
    expect(post).not.toHaveBeenCalled();
    const outcome = redirectRefusal(error);
    expect(outcome).toEqual({
      errors: { from: expect.stringContaining('as a path on this site') },
    });
  });

  it('takes the form away on a 403, in words that fit a redirect when review is on', () => {
    expect(redirectRefusal(new ApiError(403, DraftMessages.reviewRequired))).toEqual({
      refused: REVIEW_ON_REASON,
    });
    expect(redirectRefusal(new ApiError(403, 'Your role cannot do this.'))).toEqual({
      refused: 'Your role cannot do this.',
    });
  });

  it('says anything else above the form', () => {
    const { errors } = redirectRefusal(new ApiError(0, 'No connection.')) as {
      errors: Record<string, string>;
    };
    expect(errors).toEqual({ general: 'No connection.' });
  });
});

describe('useRedirects', () => {
  it('adds a redirect: a toast, a fresh form, the list read again', async () => {
    const list = vi.spyOn(sdk.redirects, 'list').mockResolvedValue([redirect]);
    const create = vi.spyOn(sdk.redirects, 'create').mockResolvedValue(redirect);
    await show();
    expect(hook.redirects).toEqual([redirect]);
    expect(hook.readOnlyReason).toBeNull();
    await act(() => hook.create({ from: '/summer-offer', to: '/for-schools' }));
    await settle();
    expect(create).toHaveBeenCalledWith({ from: '/summer-offer', to: '/for-schools' });
    expect(outcomeToast.success).toHaveBeenCalledWith(RedirectMessages.created);
    expect(hook.formKey).toBe(1);
    expect(list).toHaveBeenCalledTimes(2);
    expect(hook.busy).toBe(false);
  });

  it("keeps the form and shows the server's loop beside the new address", async () => {
    vi.spyOn(sdk.redirects, 'list').mockResolvedValue([redirect]);
    vi.spyOn(sdk.redirects, 'create').mockRejectedValue(loop);
    await show();
    await act(() => hook.create({ from: '/for-schools', to: '/summer-offer' }));
    await settle();
    expect(hook.errors).toEqual({ to: RedirectMessages.loop });
    expect(hook.formKey).toBe(0);
    expect(hook.readOnlyReason).toBeNull();
  });

  it('offers no changes after a 403, and says why', async () => {
    vi.spyOn(sdk.redirects, 'list').mockResolvedValue([redirect]);
    vi.spyOn(sdk.redirects, 'delete').mockRejectedValue(
      new ApiError(403, DraftMessages.reviewRequired),
    );
    await show();
    await act(() => hook.remove(redirect));
    await settle();
    expect(hook.readOnlyReason).toBe(REVIEW_ON_REASON);
    expect(hook.pendingFroms).toEqual([]);
  });

  it('offers an editor no changes while review is on', async () => {
    role = 'editor';
    vi.spyOn(sdk.publishing, 'get').mockResolvedValue({ editorsNeedReview: true });
    vi.spyOn(sdk.redirects, 'list').mockResolvedValue([redirect]);
    await show();
    expect(hook.readOnlyReason).toBe(REVIEW_ON_REASON);
    expect(hook.redirects).toEqual([redirect]);
  });

  it('reads the list again when the redirect was already gone', async () => {
    const list = vi.spyOn(sdk.redirects, 'list').mockResolvedValue([redirect]);
    vi.spyOn(sdk.redirects, 'delete').mockRejectedValue(
      new ApiError(404, RedirectMessages.notFound),
    );
    await show();
    await act(() => hook.remove(redirect));
    await settle();
    expect(outcomeToast.error).toHaveBeenCalledWith(RedirectMessages.notFound);
    expect(list).toHaveBeenCalledTimes(2);
    expect(hook.readOnlyReason).toBeNull();
  });
});
