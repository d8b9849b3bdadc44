import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installGlobalErrorHandlers } from './app/global-errors';
import { createAppRouter } from './app/router';
import { captureError, startErrorReporting } from './lib/sentry';

const router = createAppRouter();
const errors = installGlobalErrorHandlers({ onCaught: captureError });

createRoot(document.getElementById('root')!, { onUncaughtError: errors.onUncaughtError, onCaughtError: errors.onCaughtError }).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

startErrorReporting(router);
