import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '../../components/ui/links';
import { site } from '../../config/site';
import { formatPhone, inSentence } from '../../lib/format';
import { FormConfirmation } from '../../components/forms/FormParts';

export interface BookingConfirmationProps {
  message: string | undefined;
  tradeName: string | undefined;
  email: string;
  phone: string;
  /** Sent by a signed-in customer, who can request their next jobs in their account. */
  signedIn?: boolean;
}

/**
 * What happens after a visitor books a job: who calls, when, and what they can do meanwhile. The
 * request belongs to no account (docs/decisions/004), so nothing here offers to follow it online.
 */
export function BookingConfirmation({ message, tradeName, email, phone, signedIn = false }: BookingConfirmationProps) {
  const steps = [
    `We review your request within one business day and match it with a vetted local contractor${tradeName ? ` for ${inSentence(tradeName)}` : ''} who works in your town.`,
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
      <Typography sx={{ mt: 1.5 }}>
        We follow this request up with you by phone and e-mail; it is not shown in any account. Questions in the meantime? Call us at{' '}
        {formatPhone(site.phone)}.
      </Typography>
      {signedIn ? (
        <Typography sx={{ mt: 1 }}>To request your next job in your account and follow it under My Job Requests, use New Job Request.</Typography>
      ) : (
        <Typography sx={{ mt: 1 }}>
          With an account you can request your next jobs online and follow their proposals, visits and payments under My Job Requests.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
        {signedIn ? (
          <ButtonLink to="/job-requests/new" variant="contained">
            New Job Request
          </ButtonLink>
        ) : (
          <ButtonLink to="/login" variant="contained">
            Create an account for your next jobs
          </ButtonLink>
        )}
        <ButtonLink to="/" variant="outlined" color="inherit">
          Back to the home page
        </ButtonLink>
      </Box>
    </FormConfirmation>
  );
}
