import type { MouseEvent } from 'react';
import { focusRing } from '../../app/theme';
import { PAGE_FOCUS_ATTRIBUTE } from '../../lib/page-focus';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: jumps past the header to the page. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
      Skip to main content
    </a>
  );
}

// The router would treat the #hash as a navigation; move focus ourselves instead.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

export const skipLinkStyles = {
  '.skip-link': {
    position: 'absolute',
    left: '1rem',
    top: '-100px',
    zIndex: 2000,
    padding: '0.75rem 1rem',
    background: '#fff',
    color: '#0f3328',
    fontWeight: 700,
    borderRadius: 8,
  },
  '.skip-link:focus': { top: '0.75rem', ...focusRing },
  [`[${PAGE_FOCUS_ATTRIBUTE}]:focus`]: { outline: 'none' },
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
} as const;
