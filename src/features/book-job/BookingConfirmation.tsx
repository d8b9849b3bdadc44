import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '../../components/ui/links';
import { site } from '../../config/site';
import { formatPhone } from '../../lib/format';
import { FormConfirmation } from '../../components/forms/FormParts';

/** What happens after a visitor books a job: who calls, when, and what they can do meanwhile. */
export function BookingConfirmation({ message, tradeName, email, phone }: { message: string | undefined; tradeName: string | undefined; email: string; phone: string }) {
  const steps = [
    `We review your request within one business day and match it with a vetted local ${tradeName ? tradeName.toLowerCase() : 'contractor'}${tradeName ? ' contractor' : ''} who works in your town.`,
    `The contractor or our office calls you at ${formatPhone(phone)} to talk through the job and, if needed, arrange a visit.`,
    `You receive a written proposal with the scope, price and schedule at ${email.trim().toLowerCase()}. Nothing is owed until you accept it.`,
  ];
  return (
    <FormConfirmation title="Thank you, your job request is in" message={message}>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 1.5, mb: 0.5 }}>
        What happens next
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
      <Typography sx={{ mt: 1.5 }}>Questions in the meantime? Call us at {formatPhone(site.phone)}.</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
        <ButtonLink to="/login" variant="contained">
          Create an account to follow your job
        </ButtonLink>
        <ButtonLink to="/" variant="outlined" color="inherit">
          Back to the home page
        </ButtonLink>
      </Box>
    </FormConfirmation>
  );
}
