/**
 * Where the floating Help button sits (src/features/help/HelpButton.tsx): in the bottom right corner,
 * `inset` pixels from the edges; on a phone a round button of `size` pixels, beside the text on a
 * wider screen.
 */
export const HELP_BUTTON = { size: 48, inset: { xs: 12, md: 24 } } as const;

/**
 * The room a page leaves below its last line on a phone, so that every line can be scrolled clear of
 * the Help button: the button's height and its gap from the bottom edge, and as much again above it.
 * On a wider screen the button sits beside the page's column.
 */
export const HELP_CLEARANCE = { xs: HELP_BUTTON.size + 2 * HELP_BUTTON.inset.xs, md: 0 } as const;
