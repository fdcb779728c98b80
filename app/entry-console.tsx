import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { configureApi } from '@/sdk/client';
import '@/src/styles/global.css';
// The console draws in the project's own Inter on every machine (inter.css says why).
import '@/src/console/inter.css';
import './app.css';
import { consoleRoutes } from './console/consoleRoutes';

// The console (/login, the admin screens): a client-rendered app with its own router, loaded
// only by console.html, so none of it reaches a public page (those load app/entry-site.tsx).

// Same origin by default; VITE_API_URL points a separately hosted front end at the API.
configureApi({ baseURL: import.meta.env.VITE_API_URL ?? '' });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(consoleRoutes)} />
  </StrictMode>,
);
