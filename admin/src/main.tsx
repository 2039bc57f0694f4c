// Entry point: applies the stored theme (./theme/theme) and mounts the router inside the auth
// provider, with the toaster beside it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppToaster } from './AppToaster';
import { AuthProvider } from './auth/AuthProvider';
import { router } from './router';
import './theme/theme';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root not found in index.html');

createRoot(container).render(
  <StrictMode>
    <AuthProvider>
      <RouterProvider router={router} />
      <AppToaster />
    </AuthProvider>
  </StrictMode>,
);
