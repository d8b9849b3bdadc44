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

/** The reads of a job the server is due to move: at the moment itself, then a few of the server's rounds after it. */
const DUE_READS = 4;

/**
 * Reads the job again once the server is due to move it by the clock (`dueAt`, the lifecycle
 * machine's `systemStepDueAt`; a moment passed already when the job was read still waiting), then
 * every `everyMs` (how often the server comes round to it) while the job read still waits, `DUE_READS`
 * times in all: a server that never acts is not asked for good. A hidden tab, or one offline, skips its
 * reads, and reads once as it comes back into view, as it does whenever it comes back past that moment.
 */
export function useReadAgainWhenDue(dueAt: string | null, everyMs: number, readAgain: () => void): void {
  useEffect(() => {
    if (dueAt === null) return;
    const due = Date.parse(dueAt);
    // Offline, a read would fail and put the unavailable page in place of the job still shown.
    const canRead = () => document.visibilityState === 'visible' && navigator.onLine;
    // A job read after the moment was read as the server had left it: the next round may have moved it.
    let readAt = due > Date.now() ? due : Date.now() + everyMs;
    let left = DUE_READS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      // A wait longer than a browser timer takes ends early, and waits again.
      timer = setTimeout(tick, Math.min(Math.max(0, readAt - Date.now()), MAX_TIMER_MS));
    };
    const tick = () => {
      if (Date.now() < readAt) return wait();
      if (canRead()) readAgain();
      readAt = Date.now() + everyMs;
      left -= 1;
      if (left > 0) wait();
    };
    const onReturn = () => {
      if (canRead() && Date.now() >= due) readAgain();
    };
    wait();
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [dueAt, everyMs, readAgain]);
}
