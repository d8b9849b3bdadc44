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
  /** The request's id when a signed-in customer sent it: it is in their account, and this links to it. */
  requestId?: string | undefined;
}

/**
 * What happens after a job is booked: who calls, when, and what the customer can do meanwhile. A
 * visitor's request goes to the account that signs in with the phone number it gives, at once or at
 * that account's first sign-in (docs/decisions/077), so the visitor is told that number is the way to
 * follow it online.
 */
export function BookingConfirmation({ message, tradeName, email, phone, requestId }: BookingConfirmationProps) {
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
      {requestId ? (
        <Typography sx={{ mt: 1.5 }}>
          The request is in your account: follow the contractors' answers, estimates and visits under My Job Requests. Questions in the meantime?
          Call us at {formatPhone(site.phone)}.
        </Typography>
      ) : (
        <>
          <Typography sx={{ mt: 1.5 }}>
            We follow this request up with you by phone and e-mail. Questions in the meantime? Call us at {formatPhone(site.phone)}.
          </Typography>
          <Typography sx={{ mt: 1 }}>
            To follow it online, create an account or sign in with {formatPhone(phone)}, the number you gave: this request appears in that account
            under My Job Requests, with its estimates, visits and payments.
          </Typography>
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
        {requestId ? (
          <ButtonLink to="/job-requests/$id" params={{ id: requestId }} variant="contained">
            See your job request
          </ButtonLink>
        ) : (
          <ButtonLink to="/sign-in" variant="contained">
            Create an account or sign in
          </ButtonLink>
        )}
        <ButtonLink to="/" variant="outlined" color="inherit">
          Back to the home page
        </ButtonLink>
      </Box>
    </FormConfirmation>
  );
}
