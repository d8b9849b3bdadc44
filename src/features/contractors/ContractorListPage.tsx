import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LazyBody } from '../../components/ui/LazyBody';
import { Skeleton } from '../../components/ui/Skeleton';
import { ContractorList } from './contractor-list-code';

/**
 * Contractor List (spec section 2): vetted contractors filtered by trade, zip code, distance and rating.
 * The heading, the words and the filters are drawn at once; the trades of the filter and the results
 * come with the data (docs/decisions/031-prerendered-public-pages.md). The filters and results are the
 * page's body, whose code loads beside the page: the prerendered page shows them from its HTML and
 * hydrates them when their code has come.
 */
export function ContractorListPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Find a Contractor
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: { xs: 3, md: 4 }, maxWidth: '44rem', color: 'text.secondary' }}>
        Vetted, insured local tradespeople around Southborough, rated by the neighbors who hired them. Filter by trade, add your zip code to
        see who is closest, and read their reviews.
      </Typography>
      <LazyBody fallback={<ListSkeleton />}>
        <ContractorList />
      </LazyBody>
    </Container>
  );
}

/**
 * The filters' panel (a button on a phone), the results' heading and sort, and the results' loading
 * cards, at the places and sizes the body draws them while its data loads (measured in Chromium at
 * 1280 and 390 px), should the body's code not have come when the page is drawn: on a first load
 * that is not prerendered (an address with a query). A navigation waits for the code instead.
 */
function ListSkeleton() {
  return (
    <Box aria-busy sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
      <Skeleton sx={{ height: { xs: 37, md: 571 } }} />
      <Box aria-hidden sx={{ display: 'grid', gap: 2 }}>
        <Skeleton sx={{ height: { xs: 79, md: 40 }, mb: 0.5 }} />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={220} />
        ))}
      </Box>
    </Box>
  );
}
