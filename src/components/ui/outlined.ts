/**
 * The look of MUI's `<Paper variant="outlined">` (background, text color, the theme's radius, a 1 px
 * divider-colored border) as `sx` for a `Box`. Parts of a page's first paint use it: Paper brings its
 * elevation shadows, overlays and slot machinery along (about 1.2 KB gzip, more with nothing else on
 * the page using MUI's slots), for a box with a border (docs/performance.md, "JavaScript before the first paint").
 */
export const outlinedSx = {
  bgcolor: 'background.paper',
  color: 'text.primary',
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
} as const;
