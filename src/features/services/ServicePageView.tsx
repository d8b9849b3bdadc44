import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { EquipmentRentalItem, ProductsAndServicesItem } from '../../../contract/catalogue';
import type { Loaded } from '../../api/loaded';
import { HeroCard } from '../../components/ui/HeroCard';
import { heroWithCardSx } from '../../components/ui/hero-layout';
import { ClientSuspense } from '../../components/ui/ClientSuspense';
import { ButtonLink, RouterLink } from '../../components/ui/links';
import { site } from '../../config/site';
import { formatPhone, phoneHref } from '../../lib/format';
import { EquipmentList } from './EquipmentList';
import { listSkeleton, PageSection } from './PageSection';
import { RelatedProducts } from './RelatedProducts';
import type { ServicePage } from './service-pages';

export interface ServicePageData {
  page: ServicePage;
  /** The trade's lines of `GET /ProductsAndServicesItems`. */
  products: Promise<Loaded<ProductsAndServicesItem[]>>;
  /** `GET /EquipmentRental`, on the Equipment Rental page only. */
  equipment?: Promise<Loaded<EquipmentRentalItem[]>>;
}

const asideCardSx = { p: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3 } as const;

/**
 * A static service page (spec section 2): its written content, the trade's priced lines, the rental
 * equipment on the Equipment Rental page, and Book A Job for the trade.
 */
export function ServicePageView({ page, products, equipment }: ServicePageData) {
  const { copy } = page;
  const book = { to: '/book-service', search: { trade: page.trade } } as const;
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 6, md: 9 }, backgroundImage: 'radial-gradient(circle at 90% 10%, rgba(242,193,78,0.2), transparent 40%)' }}>
        <Container maxWidth="lg" sx={heroWithCardSx}>
          <div>
            <Typography component="p" sx={{ color: 'secondary.main', fontWeight: 700, mb: 1 }}>
              {page.name} · Southborough, MA
            </Typography>
            <Typography variant="h1" sx={{ mb: 2, maxWidth: '44rem' }}>
              {page.heading}
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.0625rem', md: '1.2rem' }, maxWidth: '44rem', mb: 4, opacity: 0.95 }}>{page.intro}</Typography>
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
              <ButtonLink {...book} variant="contained" color="secondary" size="large">
                Book A Job
              </ButtonLink>
              <ButtonLink to="/service" variant="outlined" size="large" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.75)', '&:hover': { borderColor: '#fff' } }}>
                All services
              </ButtonLink>
            </Box>
          </div>
          <HeroCard title={`${page.name} at a glance`} points={copy.services.slice(0, 3)} towns={`${copy.areasServed.slice(0, 3).join(', ')} and nearby towns`} />
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 20rem' }, alignItems: 'start' }}>
          <div>
            {equipment && (
              <PageSection id="equipment" title="Equipment for rent" intro="What you can rent today, with daily and weekly rates and the refundable deposit for each item.">
                <ClientSuspense fallback={listSkeleton}>
                  <EquipmentList equipment={equipment} trade={page.trade} />
                </ClientSuspense>
              </PageSection>
            )}

            {copy.sections.map((section, i) => (
              <PageSection key={section.heading} id={`about-${i + 1}`} title={section.heading}>
                {section.paragraphs.map((paragraph) => (
                  <Typography key={paragraph} sx={{ mb: 2, fontSize: '1.0625rem', maxWidth: '46rem' }}>
                    {paragraph}
                  </Typography>
                ))}
              </PageSection>
            ))}

            <PageSection id="services-offered" title={copy.servicesHeading}>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
                {copy.services.map((service) => (
                  <Box component="li" key={service} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                    <CheckCircleOutlineIcon aria-hidden="true" sx={{ color: 'primary.main', mt: '1px' }} />
                    <span>{service}</span>
                  </Box>
                ))}
              </Box>
            </PageSection>

            <ClientSuspense
              fallback={
                <PageSection id="related" title="Related products and services">
                  {listSkeleton}
                </PageSection>
              }
            >
              <RelatedProducts products={products} tradeName={page.name} />
            </ClientSuspense>

            <PageSection id="faqs" title="Frequently asked questions">
              {copy.faqs.map((faq, i) => (
                <Accordion key={faq.question} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, bgcolor: 'background.paper' }}>
                  <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden="true" />} id={`faq-${i + 1}-question`} aria-controls={`faq-${i + 1}-answer`} sx={{ py: 0.5 }}>
                    <Typography component="span" sx={{ fontWeight: 650, fontSize: '1.0625rem' }}>
                      {faq.question}
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
                  </AccordionDetails>
                </Accordion>
              ))}
            </PageSection>
          </div>

          <Box component="aside" aria-label="Booking and areas served" sx={{ display: 'grid', gap: 3, position: { md: 'sticky' }, top: { md: 96 } }}>
            <Box sx={asideCardSx}>
              <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
                {copy.bookHeading}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mb: 2 }}>{copy.bookText}</Typography>
              <ButtonLink {...book} variant="contained" fullWidth size="large">
                Book A Job
              </ButtonLink>
              <Typography variant="body2" sx={{ mt: 2 }}>
                Or call <MuiLink href={phoneHref(site.phone)}>{formatPhone(site.phone)}</MuiLink>
              </Typography>
              {copy.findContractor && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  Rather choose for yourself?{' '}
                  <RouterLink to="/contractors" search={{ trade: page.trade }} underline="always">
                    {copy.findContractor}
                  </RouterLink>{' '}
                  and compare ratings and reviews.
                </Typography>
              )}
            </Box>
            <Box sx={asideCardSx}>
              <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
                Areas we serve
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {copy.areasServed.map((town) => (
                  <Box component="li" key={town} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1.25, py: 0.5, borderRadius: 5, bgcolor: 'background.default', fontSize: '0.9375rem' }}>
                    <PlaceOutlinedIcon aria-hidden="true" sx={{ fontSize: '1rem', color: 'primary.main' }} />
                    {town}
                  </Box>
                ))}
              </Box>
            </Box>
          </Box>
        </Box>
      </Container>
    </>
  );
}
