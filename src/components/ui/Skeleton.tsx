import { keyframes, styled } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * The pulsing block a page shows where its data or its form will be, drawn as MUI's `Skeleton`
 * (`variant="rounded"`, `animation="pulse"`) draws it: same color, radius and pulse. Stand-ins are
 * part of a page's first paint, and MUI's component brings its other variants and animations along
 * (about 1.1 KB gzip more); what loads later may use MUI's. `height` and `width` as on MUI's.
 */
// What MUI's own components keep from the DOM (`sx`, `ownerState`, `theme`, `as`), and the block's size.
const styleProps = new Set<PropertyKey>(['sx', 'ownerState', 'theme', 'as', 'height', 'width']);

export const Skeleton = styled('span', { shouldForwardProp: (prop) => !styleProps.has(prop) })<{
  height?: number | string;
  width?: number | string;
}>(({ theme, height, width }) => ({
  display: 'block',
  backgroundColor: theme.alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
  borderRadius: theme.shape.borderRadius,
  height: height ?? '1.2em',
  width,
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
}));
