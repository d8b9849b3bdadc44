/**
 * How the app scrolls on its own (after a navigation, to an #anchor): smoothly, unless the reader has
 * asked their system for less motion (`prefers-reduced-motion`), for whom a page gliding under them
 * can bring on nausea; they get an instant jump.
 */
export const scrollBehavior = (): ScrollBehavior =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true ? 'auto' : 'smooth';
