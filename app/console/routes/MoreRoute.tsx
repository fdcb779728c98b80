import { ConsoleIndex } from '@/src/console/ConsoleIndex';
import { consoleNavigation, screensFor } from '@/src/console/navigation';
import { useCurrentUser } from '@/app/console/useCurrentUser';

/** /more, the breadcrumb's "More": every screen the signed-in user may open. */
export function Component() {
  const { user } = useCurrentUser();
  return <ConsoleIndex navigation={consoleNavigation(screensFor(user.role))} />;
}
