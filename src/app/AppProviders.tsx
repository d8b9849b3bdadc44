import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/system';
import { type ReactNode, Suspense, useEffect } from 'react';
import { skipLinkStyles } from '../components/layout/SkipLink';
import { lazyOrNothing } from '../lib/or-nothing';
import { onToastWaiting, useToasterWanted } from '../lib/toast';
import { theme } from './theme';

// Until its code comes, toasts wait in their queue, and each one asks for the toaster again.
function ToasterMissing({ retry }: { retry: () => void }) {
  useEffect(() => onToastWaiting(retry), [retry]);
  return null;
}
const Toaster = lazyOrNothing(() => import('../components/ui/Toaster'), ToasterMissing);

/**
 * The theme around the whole router, and the toaster once a toast is wanted. The theme has no CSS
 * variables, so the plain theme provider does what `@mui/material/styles`'s would, without shipping
 * its CSS-variables machinery in the first bundle (about 3 KB gzip).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={skipLinkStyles} />
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
