import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type StorageUnitListing, storageUnitEnquiryRequest } from '../../../contract/storage';
import { CaptchaField } from '../../components/captcha/CaptchaField';
import { useCaptcha } from '../../components/captcha/use-captcha';
import { ACCOUNT_CONTACT_FIELDS, accountValues, FromAccountHint, useAccountContact, useFillFromAccount } from '../../components/forms/account-contact';
import { DateField } from '../../components/forms/DateField';
import { lastDayHere, todayHere } from '../../components/forms/dates';
import { FormAlert, FormConfirmation, SubmitButton } from '../../components/forms/FormParts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { formatDate, inSentence } from '../../lib/format';
import { PHONE_HINT } from '../../lib/phone';
import { sendEnquiry } from './storage.api';
import { TextArea } from '../../components/forms/TextArea';

/** The contract's rules, with today as the visitor's browser has it. */
const EnquiryRequest = storageUnitEnquiryRequest(todayHere);

export type EnquiredListing = Pick<StorageUnitListing, 'id' | 'title' | 'unitsRemaining' | 'availableFrom'>;

/** What the office comes back with, as true of the listing as the visitor saw it. */
export function enquiryReply(listing: EnquiredListing): string {
  const unit = `the ${inSentence(listing.title)}`;
  const soon = `We will call or e-mail you within one business day about ${unit}`;
  if (listing.unitsRemaining === 0) return `${soon}. None is free right now: we will let you know as soon as one is.`;
  if (listing.availableFrom) return `${soon}, free from ${formatDate(listing.availableFrom)}, and how to reserve it.`;
  return `${soon}, which you can move into now, and how to reserve it.`;
}

/**
 * "Ask about this unit": the visitor's details and move-in date, posted to /StorageUnitEnquiries with
 * the captcha answer. A signed-in customer's details start as their account's.
 */
export function EnquiryForm({ listing }: { listing: EnquiredListing }) {
  const listingId = listing.id;
  const captcha = useCaptcha();
  const account = useAccountContact();
  const form = useContractForm({
    schema: EnquiryRequest,
    initialValues: { ...accountValues(account, ACCOUNT_CONTACT_FIELDS), moveInDate: '', message: '' },
    toRequest: ({ moveInDate, message, ...contact }) => ({ ...contact, listingId, moveInDate: moveInDate || null, ...(message ? { message } : {}) }),
    send: sendEnquiry,
    captcha,
  });
  useFillFromAccount(account, form, ACCOUNT_CONTACT_FIELDS);

  if (form.status === 'sent')
    return (
      // The page says what happens next for this unit; of the server's words only the member's discount is new.
      <FormConfirmation title="Thank you, we have your enquiry" message={undefined} headingLevel="h3">
        <p style={{ margin: '0 0 0.75rem' }}>
          {enquiryReply(listing)}
          {form.result?.memberDiscountPercent ? ` As a member you get ${form.result.memberDiscountPercent}% off the rent.` : ''}
        </p>
        <Button variant="outlined" color="inherit" onClick={() => form.restart({ name: form.values.name, email: form.values.email, phone: form.values.phone }, 'message')}>
          Ask something else
        </Button>
      </FormConfirmation>
    );

  return (
    <Box component="form" {...form.formProps} aria-labelledby="enquiry-heading">
      <Stack spacing={2.25}>
        {account && <FromAccountHint what="enquiry" />}
        <TextField label="Your name" required autoComplete="name" {...form.field('name')} />
        <TextField label="E-mail" type="email" required autoComplete="email" {...form.field('email')} />
        <TextField label="Phone" type="tel" required autoComplete="tel" {...form.field('phone', PHONE_HINT)} />
        <DateField
          label="Move-in date"
          min={todayHere()}
          max={lastDayHere()}
          {...form.field('moveInDate', 'Optional: when you would like to move in.')}
          onChange={(date) => form.setValue('moveInDate', date)}
        />
        <TextArea label="Message" rows={3} {...form.field('message', 'Optional: what you plan to store, and any questions about access, hours or insurance.')} />
        <CaptchaField captcha={captcha} error={form.captchaError} />
        <FormAlert error={form.alert} />
        <SubmitButton sending={form.sending}>Send enquiry</SubmitButton>
      </Stack>
    </Box>
  );
}
