import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ComponentProps, type FormEvent, useEffect, useRef } from 'react';
import { FormAlert, SubmitButton } from '../../components/forms/FormParts';
import type { FormStatus } from '../../components/forms/use-contract-form';
import { CardFields, type CardFieldsProps, useCardNumberFocusAfter } from '../../components/payments/CardFields';

interface FormParts {
  formProps: { onSubmit: (event: FormEvent) => void; noValidate: boolean; 'aria-busy': boolean };
  alert: ComponentProps<typeof FormAlert>['error'];
  sending: boolean;
}

/** The card form of a sandbox page (`useContractForm` over `SandboxCard`). */
export interface SandboxCardForm extends FormParts, Pick<CardFieldsProps, 'field' | 'setValue'> {
  status: FormStatus;
}

/** The 3-D Secure form of a sandbox page: the test bank's choice. */
export interface SandboxChallengeForm extends FormParts {
  values: { outcome: string };
  setValue: (name: 'outcome', value: string) => void;
}

/**
 * The card step that the sandbox's payment page and its checkout page share: the card fields and Pay,
 * with the last decline above them; or, when the card asks for it, the 3-D Secure challenge in their
 * place. Each page keeps its own calls; this is what the customer sees and types into.
 */
export function SandboxCardStep({
  card,
  challenge,
  authenticating,
  lastPaymentError,
  payLabel,
}: {
  card: SandboxCardForm;
  challenge: SandboxChallengeForm;
  /** The card was taken and the bank asks for 3-D Secure. */
  authenticating: boolean;
  lastPaymentError: { message: string } | null | undefined;
  payLabel: string;
}) {
  const cardForm = useCardNumberFocusAfter<HTMLFormElement>(card.alert ?? lastPaymentError);
  const challengeHeading = useStepHeadingFocus(authenticating);
  if (authenticating)
    return (
      <Stack component="form" {...challenge.formProps} spacing={2} aria-labelledby="three-d-secure">
        <Typography id="three-d-secure" ref={challengeHeading} tabIndex={-1} component="h2" variant="h3" sx={{ outline: 'none' }}>
          3-D Secure: your bank asks you to confirm this payment
        </Typography>
        <Typography variant="body2">In test mode the bank's page is this choice: complete the authentication and the card is charged, or fail it.</Typography>
        <RadioGroup aria-label="Authentication" value={challenge.values.outcome} onChange={(event) => challenge.setValue('outcome', event.target.value)}>
          <FormControlLabel value="complete" control={<Radio />} label="Complete authentication" />
          <FormControlLabel value="fail" control={<Radio />} label="Fail authentication" />
        </RadioGroup>
        <FormAlert error={challenge.alert} />
        <SubmitButton sending={challenge.sending}>Submit</SubmitButton>
      </Stack>
    );
  return (
    <Stack component="form" ref={cardForm} {...card.formProps} spacing={2.5} aria-label="Pay by card">
      {!card.alert && lastPaymentError && (
        <Alert severity="error" role="alert">
          {lastPaymentError.message}
        </Alert>
      )}
      <FormAlert error={card.alert} />
      <CardFields field={card.field} setValue={card.setValue} disabled={card.sending} />
      <SubmitButton sending={card.sending || card.status === 'sent'}>{payLabel}</SubmitButton>
    </Stack>
  );
}

/**
 * The 3-D Secure step's heading, focused when the step takes the card form's place: Pay, which had
 * the focus, is gone, and the focus would fall back to the top of the page. A page that opens on the
 * step leaves the focus where the browser put it.
 */
function useStepHeadingFocus(authenticating: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const was = useRef(authenticating);
  useEffect(() => {
    if (authenticating && !was.current) heading.current?.focus();
    was.current = authenticating;
  }, [authenticating]);
  return heading;
}
