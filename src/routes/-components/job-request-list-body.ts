import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * What draws My Job Requests from its data. The route's loader fetches it beside the list, so the
 * page's first paint needs only its frame (docs/performance.md, "Pages drawn from their data"); a chunk that does not arrive ends in
 * the route's error view, as the route's own chunks do. A module of its own: the loader and the
 * component, which the route file splits apart, share it.
 */
export const JobRequestListBody = lazyRouteComponent(() => import('./job-request-list'), 'JobRequestList');
