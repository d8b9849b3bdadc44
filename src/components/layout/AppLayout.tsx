import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import { type RouteMeta, routeMeta } from '../../app/static-data';
import { lazyOrNothing } from '../../lib/or-nothing';
import { HEADER_HEIGHT, Header } from './Header';
import { HELP_CLEARANCE } from './help-corner';
import { LoadingBar } from './LoadingBar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

// Not needed to read or use the page: it arrives just after it.
const PageToolbar = lazyOrNothing(() => import('./PageToolbar'));
// Below every page's content: it arrives just after the page and shifts nothing above it.
const Footer = lazyOrNothing(() => import('./Footer').then((module) => ({ default: module.Footer })));

/** Whatever the page scrolls to (an anchor, a focused field) stops below the floating header, not under it. */
const clearOfFloatingHeader = (theme: Theme) => ({
  html: { scrollPaddingTop: HEADER_HEIGHT.xs, [theme.breakpoints.up('md')]: { scrollPaddingTop: HEADER_HEIGHT.md } },
});

/** Room below the page's last line, on the phones where the Help button stands over it: `HELP_CLEARANCE`. */
const clearOfHelp = { pb: { xs: `${HELP_CLEARANCE.xs}px`, md: `${HELP_CLEARANCE.md}px` } } as const;

function Main({ children, fullScreen = false, endsThePage = false }: { children: ReactNode; fullScreen?: boolean; endsThePage?: boolean }) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ flex: 1, outline: 'none', ...(fullScreen ? { height: '100dvh', overflow: 'auto' } : {}), ...(endsThePage ? clearOfHelp : {}) }}
    >
      {children}
    </Box>
  );
}

/**
 * The frame the matched route asks for in its `staticData.layout` (spec section 2, "Layouts"). `help`
 * is the floating Help button, shown with the header; the root route provides it. `live` marks the
 * page live once hydrated: beside the Help button where there is one, so the mark waits for it too.
 */
export function AppLayout({ children, help, live }: { children: ReactNode; help?: ReactNode; live?: ReactNode }) {
  const meta: RouteMeta = routeMeta(useRouterState({ select: (state) => state.matches }));
  const chrome = meta.layout === 'default' || meta.layout === 'signIn';
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }} data-layout={meta.layout}>
      {chrome ? (
        <>
          <SkipLink />
          {!meta.noFloatingHeader && <GlobalStyles styles={clearOfFloatingHeader} />}
          <Header floating={!meta.noFloatingHeader}>
            <LoadingBar />
          </Header>
          {meta.layout === 'default' && meta.showToolbar && (
            <Suspense fallback={<div style={{ height: 48 }} />}>
              <PageToolbar title={meta.title} />
            </Suspense>
          )}
          {/* Every line of a page can be scrolled clear of the Help button: the footer leaves the room below
              its own last line, and a page without a footer leaves it below its own. */}
          <Main endsThePage={meta.layout !== 'default'}>{children}</Main>
          {meta.layout === 'default' && (
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          )}
          <Suspense fallback={null}>
            {help}
            {live}
          </Suspense>
        </>
      ) : (
        <>
          <LoadingBar position="fixed" />
          <Main fullScreen={meta.layout === 'fullScreen'}>{children}</Main>
          {live}
        </>
      )}
    </Box>
  );
}
