import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TradeRef } from '../../../contract/catalogue';
import { publicJobRequest } from '../../../contract/public';
import { useAuthView } from '../../auth/auth-handle';
import { CaptchaField } from '../../components/captcha/CaptchaField';
import { type AskedContractor, AskedContractorNote, asksContractor } from '../../components/forms/AskedContractorNote';
import { type AccountContact, accountValues, FromAccountHint, useFillFromAccount } from '../../components/forms/account-contact';
import { useCaptcha } from '../../components/captcha/use-captcha';
import { DateField } from '../../components/forms/DateField';
import { lastDayHere, todayHere } from '../../components/forms/dates';
import { nativeSelect } from '../../components/forms/filters';
import { FormAlert, SubmitButton } from '../../components/forms/FormParts';
import { FormSection } from '../../components/forms/FormSection';
import { LeaveGuard } from '../../components/forms/LeaveGuard';
import { useContractForm } from '../../components/forms/use-contract-form';
import { sendJobRequest } from './book-job.api';
import { PHONE_HINT } from '../../lib/phone';
import { BOOK_JOB_HINTS } from './book-job-hints';
import { BookingConfirmation } from './BookingConfirmation';
import { TextArea } from '../../components/forms/TextArea';

/** The contract's rules, with today as the visitor's browser has it. */
const BookJobRequest = publicJobRequest(todayHere);

export interface BookJobFormProps {
  trades: TradeRef[];
  /** The service chosen before the form opens. */
  tradeId?: string | undefined;
  /** The start of the description. */
  description?: string;
  /** A signed-in customer: the request is theirs, and the confirmation links to it. */
  signedIn?: boolean;
  /** The signed-in customer's contact details, from their account. */
  account?: AccountContact | undefined;
  /** The contractor asked for (a contractor card's "Book a job"): offered the job first if they do its service. */
  contractor?: AskedContractor | undefined;
}

const CONTACT_FIELDS = { name: 'contactName', phone: 'contactPhone', email: 'contactEmail' } as const;
const JOB_FIELDS = ['tradeId', 'description', 'preferredDate', 'address', 'city', 'zipCode'] as const;
type BookJobValues = Record<(typeof JOB_FIELDS)[number] | (typeof CONTACT_FIELDS)[keyof typeof CONTACT_FIELDS], string>;

/**
 * Whether the form holds something the visitor typed: not what the link filled in (the service, the
 * description), nor the account's contact details. While the session is settling (starting, or
 * ending with a logout) the contact details may be the account's coming or going, so they count only
 * once it is known.
 */
function typedIn(values: BookJobValues, opened: Pick<BookJobValues, (typeof JOB_FIELDS)[number]>, account: AccountContact | undefined, sessionKnown: boolean) {
  if (JOB_FIELDS.some((name) => values[name] !== opened[name])) return true;
  if (!sessionKnown) return false;
  const contact = accountValues(account, CONTACT_FIELDS);
  return Object.values(CONTACT_FIELDS).some((name) => values[name] !== contact[name]);
}

/** Book A Job for visitors: the job, where it is and how to reach them, posted to /PublicJobRequest with the captcha answer. */
export function BookJobForm({ trades, tradeId = '', description = '', signedIn = false, account, contractor }: BookJobFormProps) {
  const captcha = useCaptcha();
  const form = useContractForm({
    schema: BookJobRequest,
    initialValues: { tradeId, description, preferredDate: '', address: '', city: '', zipCode: '', ...accountValues(account, CONTACT_FIELDS) },
    // The contractor is named only for a service they do: the form says they are asked only then.
    toRequest: ({ preferredDate, ...job }) => ({
      ...job,
      ...(preferredDate ? { preferredDate } : {}),
      ...(asksContractor(contractor, job.tradeId) ? { contractorId: contractor.id } : {}),
    }),
    send: sendJobRequest,
    captcha,
  });
  useFillFromAccount(account, form, CONTACT_FIELDS);
  const sessionKnown = useAuthView().status !== 'pending';
  const opened = { tradeId, description, preferredDate: '', address: '', city: '', zipCode: '' };
  // A request on its way or sent loses nothing when the page is left.
  const unsent = form.status === 'editing' && typedIn(form.values, opened, account, sessionKnown);

  if (form.status === 'sent') {
    const trade = trades.find((t) => t.id === form.values.tradeId);
    return (
      <BookingConfirmation
        message={form.result?.Message}
        tradeName={trade?.name}
        email={form.values.contactEmail}
        phone={form.values.contactPhone}
        requestId={signedIn ? form.result?.id : undefined}
      />
    );
  }

  return (
    <Box component="form" {...form.formProps} aria-label="Book a job">
      <Stack spacing={4}>
        <FormSection legend="The job">
          <TextField {...nativeSelect} label="Service" required {...form.field('tradeId')}>
            <option value="">Choose a service</option>
            {trades.map((trade) => (
              <option key={trade.id} value={trade.id}>
                {trade.name}
              </option>
            ))}
          </TextField>
          {contractor && <AskedContractorNote contractor={contractor} tradeId={form.values.tradeId} trades={trades} />}
          <TextArea
            label="What needs doing?"
            required
            rows={5}
            {...form.field('description', BOOK_JOB_HINTS.description)}
          />
          <DateField
            label="Preferred date"
            min={todayHere()}
            max={lastDayHere()}
            {...form.field('preferredDate', BOOK_JOB_HINTS.preferredDate)}
            onChange={(date) => form.setValue('preferredDate', date)}
          />
        </FormSection>
        <FormSection legend="Where">
          <TextField label="Street address" required autoComplete="street-address" {...form.field('address')} />
          <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <TextField label="City or town" required autoComplete="address-level2" {...form.field('city')} />
            <TextField label="Zip code" required autoComplete="postal-code" {...form.field('zipCode')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }} />
          </Box>
        </FormSection>
        <FormSection legend="How to reach you">
          {account && <FromAccountHint what="job" sx={{ mt: -1 }} />}
          <TextField label="Your name" required autoComplete="name" {...form.field('contactName')} />
          <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label="Phone" type="tel" required autoComplete="tel" {...form.field('contactPhone', PHONE_HINT)} />
            <TextField label="E-mail" type="email" required autoComplete="email" {...form.field('contactEmail')} />
          </Box>
        </FormSection>
        <CaptchaField captcha={captcha} error={form.captchaError} />
        <FormAlert error={form.alert} />
        <SubmitButton sending={form.sending} sx={{ alignSelf: 'flex-start' }}>
          Send my job request
        </SubmitButton>
      </Stack>
      {/* Its dialog is drawn in a portal, so its buttons are not the form's. */}
      <LeaveGuard unsent={unsent} message="Your job request has not been sent. What you typed will be lost." />
    </Box>
  );
}
