import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApi } from '@/sdk/client';
import '@/src/styles/global.css';
import './app.css';
import { router } from './router';

// Same origin by default; VITE_API_URL points a separately hosted front end at the API.
configureApi({ baseURL: import.meta.env.VITE_API_URL ?? '' });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
