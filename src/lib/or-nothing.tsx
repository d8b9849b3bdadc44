import { type ComponentType, lazy, type ReactNode, useSyncExternalStore } from 'react';

/** What a part whose code did not come draws instead; `retry` loads the code again. */
type Missing<P> = ComponentType<P & { retry: () => void }>;

/** A lazy part that can be told to load its code again (a no-op unless the last load failed). */
type LazyPart<P> = ((props: P) => ReactNode) & { retry: () => void };

/** The props of a module's default component. */
type PropsOf<M extends { default: ComponentType<never> }> = M['default'] extends ComponentType<infer P> ? P & object : never;

/** Takes whatever props the part it stands in for takes, and draws nothing. */
const nothing = () => null;

/**
 * A lazy part of the page's frame (the toaster, the header's menus, the breadcrumb bar, the footer,
 * the loading bar, the Help button) whose chunk may not come, because the connection dropped or a
 * release replaced it. Thrown, the failure would reach above every route's error view, and React
 * would leave an empty window in place of the page; so the part draws `Instead` (nothing unless
 * given) and loads again when the browser is back online, or on `retry`. React's own `lazy` keeps a failed load for good, so each attempt is a new one.
 */
export function lazyOrNothing<M extends { default: ComponentType<never> }>(
  load: () => Promise<M>,
  Instead: Missing<PropsOf<M>> = nothing,
): LazyPart<PropsOf<M>> {
  type P = PropsOf<M>;
  // The module's component takes P by definition; TypeScript cannot see that through `infer`.
  const loadPart = load as unknown as () => Promise<{ default: ComponentType<P> }>;
  let failed = false;
  const listeners = new Set<() => void>();

  const retry = () => {
    if (!failed) return;
    failed = false;
    current = attempt();
    for (const listener of listeners) listener();
  };
  const Missed = (props: P) => <Instead {...props} retry={retry} />;

  const attempt = () =>
    lazy(() =>
      loadPart().catch(() => {
        failed = true;
        window.addEventListener('online', retry, { once: true });
        return { default: Missed };
      }),
    );
  let current = attempt();

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => current;

  function Part(props: P) {
    const Current = useSyncExternalStore(subscribe, snapshot, snapshot);
    return <Current {...props} />;
  }
  return Object.assign(Part, { retry });
}
