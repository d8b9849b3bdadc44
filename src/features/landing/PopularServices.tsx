import Box from '@mui/material/Box';
import { ButtonLink } from '../../components/ui/links';
import { ServiceCards } from '../services/ServiceCards';
import { servicePages } from '../services/service-pages';
import { Section } from './LandingPage';

const FEATURED = ['handyman', 'plumbing', 'electrical', 'hvac', 'painting', 'landscaping', 'roofing', 'carpentry'];
const featured = servicePages.filter((page) => FEATURED.includes(page.trade));

/** The landing page's pick of trades, linking to their pages. */
export default function PopularServices() {
  return (
    <Section title="Popular services" intro="From a dripping tap to a new roof: one place to book the trades you need." tinted>
      <ServiceCards pages={featured} />
      <Box sx={{ mt: 3 }}>
        <ButtonLink to="/service" variant="text">
          See all {servicePages.length} services
        </ButtonLink>
      </Box>
    </Section>
  );
}
