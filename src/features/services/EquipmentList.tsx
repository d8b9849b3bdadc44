import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { use } from 'react';
import type { EquipmentRentalItem } from '../../../contract/catalogue';
import type { Loaded } from '../../api/loaded';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { RouterLink } from '../../components/ui/links';
import { formatUsdPreciseFromCents } from '../../lib/format';

const availability = (item: EquipmentRentalItem) => (item.quantityAvailable > 0 ? `${item.quantityAvailable} available` : 'All rented out right now');

/**
 * The equipment of `GET /EquipmentRental`: rates, deposit and how many can be rented now, each with a
 * way to ask for it: Book A Job for the rental trade, its description started with the item's name.
 */
export function EquipmentList({ equipment, trade }: { equipment: Promise<Loaded<EquipmentRentalItem[]>>; trade: string }) {
  const loaded = use(equipment);
  if (loaded.error) return <LoadFailed what="Rental equipment" error={loaded.error} />;
  if (loaded.data.length === 0) return <Typography>No equipment is listed for rent right now. Call us and we will tell you what is coming back.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      {loaded.data.map((item) => (
        <Box component="li" key={item.id} sx={{ p: 2.5, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.04em', fontSize: '0.75rem' }}>
            {item.category}
          </Typography>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.3 }}>
            {item.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.description}
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 'auto', pt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 700 } }}>
            <dt>Per day</dt>
            <dd>{formatUsdPreciseFromCents(item.dailyRateCents)}</dd>
            <dt>Per week</dt>
            <dd>{item.weeklyRateCents === null ? 'Daily rental only' : formatUsdPreciseFromCents(item.weeklyRateCents)}</dd>
            <dt>Deposit</dt>
            <dd>{item.depositCents > 0 ? formatUsdPreciseFromCents(item.depositCents) : 'None'}</dd>
          </Box>
          <Chip
            label={availability(item)}
            size="small"
            color={item.quantityAvailable > 0 ? 'primary' : 'default'}
            variant={item.quantityAvailable > 0 ? 'filled' : 'outlined'}
            sx={{ alignSelf: 'flex-start', mt: 1, fontWeight: 600 }}
          />
          <RouterLink to="/book-service" search={{ trade, description: `${item.name} rental` }} sx={{ fontWeight: 600, mt: 0.5 }}>
            Ask about this item<span className="visually-hidden">: {item.name}</span>
          </RouterLink>
        </Box>
      ))}
    </Box>
  );
}
