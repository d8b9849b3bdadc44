import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, use } from 'react';
import type { Trade } from '../../../contract/catalogue';
import type { Loaded } from '../../api/loaded';
import { focusRing } from '../../app/theme';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { RouterLink } from '../../components/ui/links';
import { inSentence } from '../../lib/format';
import { hasContractors, serviceSlugOf } from './service-addresses';
import { cardGridSx, gridSx } from './TradesSkeleton';

const cardSx = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  p: 2.5,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  color: 'text.primary',
  textDecoration: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
  '&:hover': { borderColor: 'primary.main', boxShadow: 2, textDecoration: 'none' },
  '&:focus-visible': focusRing,
} as const;

const tileSx = {
  ...cardSx,
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1,
  minHeight: 56,
  px: { xs: 1.5, sm: 2 },
  py: 1.25,
  lineHeight: 1.3,
  fontWeight: 650,
  color: 'primary.main',
} as const;

/** A card's description: whole from a tablet up; on a phone four lines, so two columns of cards stay even (its page says the rest). */
const descriptionSx = {
  display: { xs: '-webkit-box', sm: 'block' },
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: 'text.secondary',
  mb: 1.5,
} as const;

/**
 * A trade's link: its service page when it has one, otherwise Book A Job for that trade, so a trade
 * added on the server is bookable before it has a page of its own.
 */
function TradeLink({ trade, sx, children }: { trade: Trade; sx: object; children: ReactNode }) {
  const slug = serviceSlugOf(trade.slug);
  return slug ? (
    <RouterLink to="/$slug" params={{ slug }} sx={sx}>
      {children}
    </RouterLink>
  ) : (
    <RouterLink to="/book-service" search={{ trade: trade.slug }} sx={sx}>
      {children}
    </RouterLink>
  );
}

/**
 * A card the whole of which opens the trade's page (its heading's link stretched over it), with a
 * link of its own above that to the trade's contractors.
 */
const stretchedCardSx = {
  ...cardSx,
  p: { xs: 1.75, sm: 2.5 },
  position: 'relative',
  '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
  '&:has(a:focus-visible)': { borderColor: 'primary.main' },
} as const;
const stretchedLinkSx = {
  color: 'inherit',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 },
  '&:focus-visible': { outline: 'none', boxShadow: 'none' },
  '&:focus-visible::after': focusRing,
} as const;

/** Every trade on offer (`GET /Trades`) as a card with its description, linking to its page and, where it has them, its contractors. */
export function TradeCards({ trades, headingLevel = 'h3' }: { trades: Promise<Loaded<Trade[]>>; headingLevel?: 'h2' | 'h3' }) {
  const loaded = use(trades);
  if (loaded.error) return <LoadFailed what="Our services" error={loaded.error} />;
  return (
    <Box component="ul" sx={cardGridSx}>
      {loaded.data.map((trade) => (
        <li key={trade.id}>
          <Box sx={stretchedCardSx}>
            <Typography component={headingLevel} sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' }, lineHeight: 1.3, color: 'primary.main', mb: 0.75 }}>
              <TradeLink trade={trade} sx={stretchedLinkSx}>
                {trade.name}
              </TradeLink>
            </Typography>
            <Typography component="span" variant="body2" sx={descriptionSx}>
              {trade.description}
            </Typography>
            {hasContractors(trade.slug) && (
              <RouterLink to="/contractors" search={{ trade: trade.slug }} sx={{ position: 'relative', zIndex: 1, mt: 'auto', alignSelf: 'flex-start', fontWeight: 600, fontSize: { xs: '0.875rem', sm: '0.9375rem' } }}>
                See contractors <span className="visually-hidden">for {inSentence(trade.name)}</span>
              </RouterLink>
            )}
          </Box>
        </li>
      ))}
    </Box>
  );
}

/** The trades as compact tiles, names only: the landing page's overview. */
export function TradeTiles({ trades }: { trades: Promise<Loaded<Trade[]>> }) {
  const loaded = use(trades);
  if (loaded.error) return <LoadFailed what="Our services" error={loaded.error} />;
  return (
    <Box component="ul" sx={{ ...gridSx('10rem'), gap: { xs: 1.5, sm: 2 } }}>
      {loaded.data.map((trade) => (
        <li key={trade.id}>
          <TradeLink trade={trade} sx={tileSx}>
            {trade.name}
            <ArrowForwardIcon fontSize="small" aria-hidden="true" />
          </TradeLink>
        </li>
      ))}
    </Box>
  );
}
