import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { AppLayout } from '../components/layout/AppLayout';

/**
 * Every page: the head tags of the matched routes and the layout their `staticData` asks for. The
 * route guard of spec section 4 goes in this route's `beforeLoad`, reading `routeMeta(matches)`.
 */
export const Route = createRootRoute({
  head: () => pageHead(undefined),
  component: Root,
});

function Root() {
  return (
    <>
      <HeadContent />
      <AppLayout>
        <Outlet />
      </AppLayout>
    </>
  );
}
