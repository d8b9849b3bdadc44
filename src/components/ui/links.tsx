import Button, { type ButtonProps } from '@mui/material/Button';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { Ref } from 'react';

/** MUI links and buttons that navigate inside the app, typed by the route tree (`to`, `params`, `hash`). */
function AnchorLink(props: MuiLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <MuiLink {...props} />;
}

function AnchorButton(props: ButtonProps<'a'> & { ref?: Ref<HTMLAnchorElement> }) {
  return <Button component="a" {...props} />;
}

const CreatedLink = createLink(AnchorLink);
const CreatedButtonLink = createLink(AnchorButton);

export const RouterLink: LinkComponent<typeof AnchorLink> = (props) => <CreatedLink preload="intent" {...props} />;
export const ButtonLink: LinkComponent<typeof AnchorButton> = (props) => <CreatedButtonLink preload="intent" {...props} />;

/** A link that leaves the site; says so to screen readers. */
export function ExternalLink({ children, ...props }: MuiLinkProps) {
  return (
    <MuiLink target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </MuiLink>
  );
}
