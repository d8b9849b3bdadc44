import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { landingPage } from '../../content/landing';
import { LandingSection } from './LandingSection';

const { howItWorks, whyUs } = landingPage;

const stepNumberSx = {
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  bgcolor: 'secondary.main',
  color: 'text.primary',
  fontWeight: 800,
} as const;

export function HowItWorks() {
  return (
    <LandingSection id="how-it-works" title={howItWorks.heading} tinted>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {howItWorks.steps.map((step, i) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
            <Box sx={stepNumberSx} aria-hidden="true">
              {i + 1}
            </Box>
            <div>
              <Typography component="h3" variant="h3" sx={{ mb: 0.5 }}>
                <span className="visually-hidden">Step {i + 1}: </span>
                {step.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{step.description}</Typography>
            </div>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}

export function WhyUs() {
  return (
    <LandingSection id="why-us" title={whyUs.heading}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {whyUs.items.map((item) => (
          <Box component="li" key={item.title} sx={{ pl: 2, borderLeft: 4, borderColor: 'secondary.main' }}>
            <Typography component="h3" variant="h3" sx={{ mb: 0.5 }}>
              {item.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{item.description}</Typography>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
