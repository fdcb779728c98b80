import { useMatches } from 'react-router-dom';
import type { ConsoleScreen } from '@/src/console/consoleScreens';

/** The title a route without a console screen gives itself (/more), from its handle. */
export function useRouteTitle(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .filter((title) => title !== undefined)
    .pop();
}

/** The console screen of the deepest matched route (app/console/consoleRoutes.tsx puts it in the handle). */
export function useConsoleScreen(): ConsoleScreen | undefined {
  const matches = useMatches();
  return matches
    .map((match) => (match.handle as { screen?: ConsoleScreen } | undefined)?.screen)
    .filter((screen) => screen !== undefined)
    .pop();
}
