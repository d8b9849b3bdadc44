import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installGlobalErrorHandlers } from './app/global-errors';
import { createAppRouter } from './app/router';
import { createAuthHandle } from './auth/auth-handle';
import { captureError, startErrorReporting } from './lib/sentry';

// The session starts before the first render: with a stored session the identity is already loading
// while the router decides the first page.
const auth = createAuthHandle();
auth.start();
const router = createAppRouter({ auth });
const errors = installGlobalErrorHandlers({ onCaught: captureError });

createRoot(document.getElementById('root')!, { onUncaughtError: errors.onUncaughtError, onCaughtError: errors.onCaughtError }).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

startErrorReporting(router);
