import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DocumentHead } from '../app/DocumentHead';
import { MarkLive } from '../app/MarkLive';
import { pageHead } from '../app/head';
import type { RouterContext } from '../auth/auth-handle';
import { guardNavigation } from '../auth/guard';
import { lazyOrNothing } from '../lib/or-nothing';
import { AppLayout } from '../components/layout/AppLayout';

// Not needed to read or use the page: it arrives just after it.
const HelpButton = lazyOrNothing(() => import('../features/help/HelpButton'));

/**
 * Every page: the head tags of the matched routes and the layout their `staticData` asks for. Before
 * any of it loads, the route guard of spec section 4 decides whether the user may see the page.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => pageHead(undefined),
  beforeLoad: ({ context, matches, location, abortController, preload }) => guardNavigation({ context, matches, location, abortController, preload }),
  component: Root,
});

function Root() {
  return (
    <>
      <DocumentHead />
      <AppLayout help={<HelpButton />} live={<MarkLive />}>
        <Outlet />
      </AppLayout>
    </>
  );
}
