/** How long a page may go on filling in above the anchor it was opened at. */
export const FOLLOW_ANCHOR_MS = 10_000;

/** What a reader does to scroll or act: from then on where the page sits is theirs to decide. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

const scrollPaddingTop = () => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

/** Keeps the element with this id at the top of the window whenever the page's size changes; answers how to stop. */
export function followAnchor(id: string, behavior: ScrollBehavior, limitMs = FOLLOW_ANCHOR_MS): () => void {
  let alignedAt: number | undefined;
  const align = () => {
    const target = document.getElementById(id);
    if (!target) return;
    // Where the anchor sits in the document: it moves only when something above it changed size.
    const top = target.getBoundingClientRect().top + window.scrollY;
    if (top === alignedAt) return;
    // A page still too short below the anchor stops the scroll short of it: until the rest has loaded
    // and there is room to bring it to the top, every change of size scrolls again.
    const room = document.documentElement.scrollHeight - window.innerHeight;
    alignedAt = top - scrollPaddingTop() <= room ? top : undefined;
    target.scrollIntoView({ behavior, block: 'start' });
  };
  const done = new AbortController();
  const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(align);
  const timer = setTimeout(() => done.abort(), limitMs);
  done.signal.addEventListener('abort', () => {
    resized?.disconnect();
    clearTimeout(timer);
  });
  for (const type of READER_INPUT) window.addEventListener(type, () => done.abort(), { capture: true, passive: true, once: true, signal: done.signal });
  align();
  resized?.observe(document.body);
  return () => done.abort();
}
