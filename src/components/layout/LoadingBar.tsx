import Box from '@mui/material/Box';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { lazyOrNothing } from '../../lib/or-nothing';

// Needed only once a load has lasted the delay; fetched when a load starts.
const loadProgress = () => import('@mui/material/LinearProgress');
const LinearProgress = lazyOrNothing(loadProgress);

/** Spec section 9: the loading bar waits this long, so quick navigations do not flash it. */
export const LOADING_BAR_DELAY_MS = 200;

/** True once `active` has stayed true for `delayMs`; false as soon as it turns false. */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && elapsed;
}

/** The thin bar under the header while a route loads (its code, its data). */
export function LoadingBar({ position = 'absolute' }: { position?: 'absolute' | 'fixed' }) {
  const loading = useRouterState({ select: (state) => state.isLoading || state.status === 'pending' });
  const visible = useDelayedFlag(loading, LOADING_BAR_DELAY_MS);
  if (loading) void loadProgress();
  return (
    <Box sx={{ position, left: 0, right: 0, ...(position === 'fixed' ? { top: 0 } : { bottom: 0 }), height: 3, zIndex: 'appBar' }}>
      {visible && (
        <Suspense fallback={null}>
          <LinearProgress color="secondary" aria-label="Loading page" sx={{ height: 3 }} />
        </Suspense>
      )}
    </Box>
  );
}
