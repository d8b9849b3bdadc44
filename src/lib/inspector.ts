import type { InspectionEvent } from 'xstate';

/**
 * The Stately inspector in development: `VITE_INSPECT=true npm run dev` opens it in a window next to
 * the app, showing every actor created with `createActor(machine, { inspect })`.
 *
 * Anywhere else `inspect` is undefined, which `createActor` ignores. `@statelyai/inspect` is imported
 * dynamically inside the development branch only, so a production build never contains it
 * (STACK.md: imported statically it adds about 25 KB).
 */
export type Inspect = (event: InspectionEvent) => void;

function lazyBrowserInspector(): Inspect {
  let forward: Inspect | undefined;
  // Actors start before the inspector has loaded: keep their first events for it.
  const early: InspectionEvent[] = [];
  import('@statelyai/inspect')
    .then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector();
      forward = (event) => inspector.inspect.next?.(event);
      for (const event of early.splice(0)) forward(event);
    })
    .catch((error: unknown) => console.warn('The Stately inspector could not start:', error));
  return (event) => {
    if (forward) forward(event);
    else if (early.length < 1000) early.push(event);
  };
}

export const inspect: Inspect | undefined = import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true' ? lazyBrowserInspector() : undefined;
