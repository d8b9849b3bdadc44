import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/system';
import { lazy, type ReactNode, Suspense } from 'react';
import { skipLinkStyles } from '../components/layout/SkipLink';
import { orNothing } from '../lib/or-nothing';
import { useToasterWanted } from '../lib/toast';
import { theme } from './theme';

const Toaster = lazy(() => orNothing(import('../components/ui/Toaster')));

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
