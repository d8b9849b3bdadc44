import { Children, type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts to draw: `first` at once, then one more in a commit of its own once the
 * one before it is on the screen, each as a transition, so a reader's input goes first. A commit
 * cannot be cut short, and emotion writes the styles of everything new in it; parts drawn later are
 * for below the fold. Once all have been drawn, a larger `total` is drawn at once.
 */
export function useInTurns(total: number, first = 1): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() => startTransition(() => setShown((count) => count + 1)));
    return () => clearTimeout(next);
  }, [shown, total]);
  return shown;
}

/**
 * Shows its children in order, each drawn in a commit of its own once the one before it is on the
 * screen (`useInTurns`): the landing page's lower sections, shown at once, made one task of some
 * 200 ms on a mid-range phone. What follows a part moves down when the next one is drawn.
 */
export function InTurn({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  return parts.slice(0, useInTurns(parts.length));
}
