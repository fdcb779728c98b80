import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { HydrationState } from 'react-router-dom';
import { configureApi } from '@/sdk/client';
import '@/src/styles/global.css';
import './app.css';
import { createRouter } from './router';

// Same origin by default; VITE_API_URL points a separately hosted front end at the API.
configureApi({ baseURL: import.meta.env.VITE_API_URL ?? '' });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Public pages arrive rendered by the server (app/entry-server.tsx) with the router's data;
// /login and /admin/* arrive as an empty shell and render in the browser.
const hydrationData = (window as { __staticRouterHydrationData?: HydrationState })
  .__staticRouterHydrationData;
const app = (
  <StrictMode>
    <RouterProvider router={createRouter(hydrationData)} />
  </StrictMode>
);
if (hydrationData) hydrateRoot(root, app);
else createRoot(root).render(app);
