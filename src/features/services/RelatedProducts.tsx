import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { use } from 'react';
import type { ProductsAndServicesItem } from '../../../contract/catalogue';
import type { Loaded } from '../../api/loaded';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { formatPercent, formatUsdPreciseFromCents, inSentence } from '../../lib/format';
import { PageSection } from './PageSection';

const TITLE = 'Related products and services';

/** The trade's priced lines; a trade without any shows no section at all. */
export function RelatedProducts({ products, tradeName }: { products: Promise<Loaded<ProductsAndServicesItem[]>>; tradeName: string }) {
  const loaded = use(products);
  if (loaded.error)
    return (
      <PageSection id="related" title={TITLE}>
        <LoadFailed what="Products and services" error={loaded.error} />
      </PageSection>
    );
  if (loaded.data.length === 0) return null;
  return (
    <PageSection id="related" title={TITLE} intro={`Common work and materials for ${inSentence(tradeName)} from our price list. Your written proposal gives the price for your job.`}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', overflow: 'hidden' }}>
        {loaded.data.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.5, sm: 3 }, justifyContent: 'space-between', p: 2.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            <div>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
                {item.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {item.description}
              </Typography>
            </div>
            <Box sx={{ textAlign: { sm: 'right' }, flexShrink: 0 }}>
              <Typography sx={{ fontWeight: 800, fontSize: '1.125rem', color: 'primary.main' }}>
                {formatUsdPreciseFromCents(item.priceCents)}
                <Box component="span" sx={{ fontWeight: 500, fontSize: '0.9375rem', color: 'text.secondary' }}>
                  {' '}
                  {item.unit === 'each' ? 'each' : `per ${item.unit}`}
                </Box>
              </Typography>
              {item.taxRate > 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  plus {formatPercent(item.taxRate)} sales tax
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
