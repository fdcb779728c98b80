import { useEffect, useState } from 'react';
import { sdk } from '@/sdk';
import { can } from '@/sdk/schemas/users';
import { useCurrentUser } from './useCurrentUser';

/** What the signed-in user may do with drafts (docs/drafts.md "Who may do what"). */
export interface PublishRights {
  /** Put changes on the site: admins always, editors while "editors need review" is off. */
  mayPublish: boolean;
  /** Send drafts back and switch review (the `review` area: admins). */
  mayReview: boolean;
}

/**
 * The console shows only the buttons the server would accept. An editor's rights depend on the
 * site's "editors need review" (asked per screen, so a switch shows on the next one); if it cannot
 * be read, Publish stays and the server's 403 explains.
 */
export function usePublishRights(): PublishRights {
  const { user } = useCurrentUser();
  const reviewer = can(user.role, 'review');
  const [needsReview, setNeedsReview] = useState(false);
  useEffect(() => {
    if (reviewer) return;
    let live = true;
    sdk.publishing.get().then(
      (settings) => live && setNeedsReview(settings.editorsNeedReview),
      () => live && setNeedsReview(false),
    );
    return () => {
      live = false;
    };
  }, [reviewer]);
  return { mayPublish: reviewer || !needsReview, mayReview: reviewer };
}
