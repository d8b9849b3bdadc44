import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fullNameOf } from '../../../machines/identity';
import { useAuthView } from '../../auth/auth-handle';
import { AskedContractorNote } from '../../components/forms/AskedContractorNote';
import { DateField } from '../../components/forms/DateField';
import { lastDayHere, todayHere } from '../../components/forms/dates';
import { nativeSelect } from '../../components/forms/filters';
import { FormAlert, SubmitButton } from '../../components/forms/FormParts';
import { FormSection } from '../../components/forms/FormSection';
import { LeaveGuard } from '../../components/forms/LeaveGuard';
import { LoadError } from '../../components/ui/LoadFailed';
import { RouterLink } from '../../components/ui/links';
import { formatPhone } from '../../lib/format';
import { blankJobForm, DATE_FIELDS, unsentMessage } from './job-request-form.logic';
import type { NewJobRequestData } from './job-request-form.api';
import { PhotoPicker } from './PhotoPicker';
import { useJobRequestForm } from './use-job-request-form';
import { TextArea } from '../../components/forms/TextArea';

const DATE_LABELS = ['First choice of date', 'Second choice of date', 'Third choice of date'];

export interface NewJobRequestPageProps {
  data: NewJobRequestData;
  /** The service to preselect (`?trade=`): the one the contractor list was filtered by. */
  tradeSlug?: string | undefined;
  onRetry: () => void;
}

/** New Job Request (spec section 2): a signed-in customer's job, followed afterwards under My Job Requests. */
export function NewJobRequestPage({ data, tradeSlug, onRetry }: NewJobRequestPageProps) {
  const { contractor } = data;
  // The service the link named; else, for a contractor who does one, theirs.
  const preselected = data.trades.find((trade) => trade.slug === tradeSlug) ?? (contractor?.trades.length === 1 ? contractor.trades[0] : undefined);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        New Job Request
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 3, color: 'text.secondary' }}>
        Describe the job and add a few photos. We offer it to vetted contractors near you, and you follow their answers and estimates under My Job
        Requests.
      </Typography>
      {data.error && (
        <Box sx={{ mb: 3 }}>
          <LoadError error={data.error} onRetry={onRetry} />
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <JobRequestForm key={`${contractor?.id ?? ''} ${preselected?.id ?? ''}`} data={data} tradeId={preselected?.id ?? ''} />
      </Paper>
    </Container>
  );
}

function JobRequestForm({ data, tradeId }: { data: NewJobRequestData; tradeId: string }) {
  const form = useJobRequestForm({ ...blankJobForm, tradeId }, data.contractor);
  const identity = useAuthView().identity;
  const submitting = form.busy && !form.waitingForPhotos;
  const zipHint = form.zipPlace ? `${form.zipPlace.city}, ${form.zipPlace.state}: in the area we serve.` : undefined;

  return (
    <Box component="form" {...form.formProps} aria-label="New job request">
      <Stack spacing={4}>
        <FormSection legend="The job">
          <TextField {...nativeSelect} label="Service" required {...form.field('tradeId')}>
            <option value="">Choose a service</option>
            {data.trades.map((trade) => (
              <option key={trade.id} value={trade.id}>
                {trade.name}
              </option>
            ))}
          </TextField>
          {data.contractor && <AskedContractorNote contractor={data.contractor} tradeId={form.values.tradeId} trades={data.trades} />}
          <TextField label="Short title" required {...form.field('name', 'For example: Sticking back door. It names the job in your list.')} />
          <TextArea
            label="What needs doing?"
            required
            rows={5}
            {...form.field('description', 'What, how big, anything already tried, access or pets.')}
          />
        </FormSection>
        <FormSection legend="Photos">
          <PhotoPicker
            photos={form.photos}
            notice={form.photoNotice}
            error={form.errors.photos}
            disabled={submitting}
            onAdd={form.addPhotos}
            onRemove={form.removePhoto}
            onRetry={form.retryPhoto}
            buttonRef={(element) => form.register('photos', element)}
            photoButtonRef={form.register}
          />
        </FormSection>
        <FormSection legend="Where">
          <TextField label="Street address" required autoComplete="street-address" {...form.field('address')} />
          <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <TextField label="City or town" required autoComplete="address-level2" {...form.field('city')} />
            <TextField
              label="Zip code"
              required
              autoComplete="postal-code"
              {...form.field('zipCode', zipHint)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, 'aria-busy': form.checkingZip } }}
            />
          </Box>
        </FormSection>
        <FormSection legend="When">
          <Typography sx={{ color: 'text.secondary', mt: -1 }}>Optional: up to three days that suit you, best first. The contractor confirms the time with you.</Typography>
          <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            {DATE_FIELDS.map((name, i) => (
              <DateField key={name} label={DATE_LABELS[i]!} min={todayHere()} max={lastDayHere()} {...form.field(name)} onChange={(date) => form.setValue(name, date)} />
            ))}
          </Box>
        </FormSection>
        <FormSection legend="How we reach you">
          <Typography>
            From your account: {fullNameOf(identity) || 'your name'}
            {identity?.phoneNumber && <>, {formatPhone(identity.phoneNumber)}</>}
            {identity?.email && <>, {identity.email}</>}. To change them, go to <RouterLink to="/my-account" underline="always">My Account</RouterLink>.
          </Typography>
        </FormSection>
        <FormAlert error={form.alert} />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <SubmitButton sending={form.busy}>Send my job request</SubmitButton>
          {form.waitingForPhotos && <Typography role="status">Sending as soon as your photos are uploaded…</Typography>}
        </Box>
      </Stack>
      {/* Waiting for its photos, the request has not gone yet: leaving then would lose it too. Its dialog is drawn in a portal, so its buttons are not the form's. */}
      <LeaveGuard unsent={form.unsent.typed || form.unsent.photosAdded} message={unsentMessage(form.unsent)} letGo={form.unsent.sessionEnded} />
    </Box>
  );
}
