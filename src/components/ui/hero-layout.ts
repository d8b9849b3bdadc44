/**
 * A hero's container with its text on the left and a HeroCard on the right on wide screens, the card
 * after the text on phones. Apart from HeroCard.tsx so the landing page's first chunk can lay out the
 * hero while the card itself loads later.
 */
export const heroWithCardSx = {
  display: 'grid',
  gap: { xs: 5, md: 6 },
  gridTemplateColumns: { md: 'minmax(0, 1fr) 22rem', lg: 'minmax(0, 1fr) 26rem' },
  alignItems: 'center',
} as const;
