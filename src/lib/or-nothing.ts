import type { ComponentType } from 'react';

/** Takes whatever props the part it stands in for takes, and draws nothing. */
const nothing = () => null;

/**
 * A lazy part of the page's frame (the toaster, the breadcrumb bar, the footer, the loading bar, the
 * Help button) whose chunk did not come, because the connection dropped or a release replaced it:
 * drawn as nothing. Thrown, the failure would reach above every route's error view, and React would
 * leave an empty window in place of the page.
 */
export const orNothing = <T extends ComponentType<never>>(load: Promise<{ default: T }>): Promise<{ default: T }> =>
  load.catch(() => ({ default: nothing as unknown as T }));
