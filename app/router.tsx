import { createBrowserRouter } from 'react-router-dom';
import type { HydrationState } from 'react-router-dom';
import { routes } from './routes';

/** The browser's router; on a server-rendered page it starts from the server's loader data. */
export const createRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });
