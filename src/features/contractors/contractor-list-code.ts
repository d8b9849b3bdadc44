import { lazyRouteComponent } from '@tanstack/react-router';
import { loadedBeforeDrawn } from '../../lib/loaded-before-drawn';

/**
 * The contractor list's filters and results, loaded beside the page rather than before it: the
 * page's frame draws it in a `LazyBody`, and the route's loader starts (or awaits) its code. A module
 * of its own, so the route's loader and component chunks share it instead of each holding a copy.
 */
export const ContractorList = loadedBeforeDrawn(lazyRouteComponent(() => import('./ContractorList'), 'ContractorList'));
