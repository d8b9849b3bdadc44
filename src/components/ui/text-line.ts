import type { Theme } from '@mui/material/styles';

/**
 * `sx` that makes a `Skeleton` (Skeleton.tsx) a line of the text around it, as MUI's `variant="text"`
 * draws one: the line's height, drawn at 60% of it, its corners kept round under the scale. A module
 * of its own: the pages whose stand-ins have no line of text do not load it.
 */
export const textLineSx = {
  height: 'auto',
  transform: 'scale(1, 0.6)',
  transformOrigin: '0 55%',
  borderRadius: ({ shape }: Theme) => `${shape.borderRadius}px / ${Math.round((Number(shape.borderRadius) / 0.6) * 10) / 10}px`,
  '&:empty::before': { content: '"\\00a0"' },
} as const;
