import { useCallback, useEffect, useState } from 'react';
import { MAX_TIMER_MS } from '../../../machines/proposal.machine';

interface PageMoment {
  /** The moment the page decides what the job allows by (ISO 8601). */
  now: string;
  /** Reads the clock as the customer acts, and decides the page by that moment from then on. */
  takeNow: () => string;
}

/**
 * The moment a job's page decides by, taken again at `wakeAt(now)` (the lifecycle machine's
 * `nextChangeAt`: the first moment the clock alone may change its answers), whenever the tab comes
 * back into view or the window back into focus (a hidden tab's timers are held back, and a computer
 * woken from sleep runs them late), and whenever the customer acts (`takeNow`). Between those moments
 * the machine answers alike, so the page need not draw again.
 */
export function usePageMoment(wakeAt: (now: string) => string | null): PageMoment {
  // An object, so that a moment read twice in one millisecond still draws the page again and asks `wakeAt` anew.
  const [moment, setMoment] = useState(() => ({ now: new Date().toISOString() }));
  const takeNow = useCallback(() => {
    const now = new Date().toISOString();
    setMoment({ now });
    return now;
  }, []);
  const next = wakeAt(moment.now);
  useEffect(() => {
    if (next === null) return;
    // A wait longer than a browser timer takes ends early, and the moment taken then asks again.
    const timer = setTimeout(takeNow, Math.min(Math.max(0, Date.parse(next) - Date.now()), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [next, moment, takeNow]);
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') takeNow();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [takeNow]);
  return { now: moment.now, takeNow };
}
