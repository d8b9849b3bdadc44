import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The storage unit's details, which the page draws once its data has come. The route's loader loads
 * them beside the data (`preload`), so they are off the page's first paint but cost no wait of their
 * own; the server preloads them with the page (server/site/route-chunks.ts, `loaderChunks`). Apart from
 * the route file so that its loader and component chunks share one handle, loaded once.
 */
export const StorageUnitBody = lazyRouteComponent(() => import('./StorageUnitDetailsPage'), 'StorageUnitDetailsPage');
