import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useActionState, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { ProfileRequest } from '../../../contract/authentication';
import { toApiFailure } from '../../../machines/api-failure';
import { describeApiFailure, type ErrorDisplay, MESSAGE_SEPARATOR } from '../../api/errors';
import { fieldFocus } from '../../components/forms/field-focus';
import { FormAlert } from '../../components/forms/FormParts';
import { BusyButton } from '../../components/ui/BusyButton';
import type { Identity } from '../../../machines/identity';
import { showSuccess } from '../../lib/toast';

type Field = keyof v.InferInput<typeof ProfileRequest>;
type Profile = Record<Field, string>;

interface SaveState {
  /** What was submitted, shown again after a rejected submit. */
  values?: Profile;
  fieldErrors: Partial<Record<Field, string>>;
  error?: ErrorDisplay;
}

const FIELDS: { field: Field; label: string; autoComplete: string; type?: string }[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'email', label: 'E-mail', autoComplete: 'email', type: 'email' },
];

const profileOf = (identity: Identity): Profile => ({
  firstName: identity.firstName,
  lastName: identity.lastName,
  email: identity.email || identity.applicationUser.email,
});

/** The contract's messages per field (the server checks the same schema). */
function fieldErrorsOf(issues: v.InferIssue<typeof ProfileRequest>[]): SaveState['fieldErrors'] {
  const nested = (issues.length ? v.flatten<typeof ProfileRequest>(issues as [v.InferIssue<typeof ProfileRequest>]).nested : undefined) ?? {};
  return Object.fromEntries(Object.entries(nested).map(([field, messages]) => [field, messages?.[0] ?? ''])) as SaveState['fieldErrors'];
}

export interface ProfileFormProps {
  identity: Identity;
  /** Saves the profile (update-current-user) and answers the updated identity. */
  save: (profile: v.InferOutput<typeof ProfileRequest>) => Promise<Identity>;
  /** The session learns the new name and e-mail. */
  onSaved: (identity: Identity) => void;
}

/** First name, last name and e-mail of the signed-in user, checked with the contract's ProfileRequest rules. */
export function ProfileForm({ identity, save, onSaved }: ProfileFormProps) {
  const [focus] = useState(() => fieldFocus());
  /** A refused save: the first field to correct gets the focus, as on the app's other forms. */
  const refused = (state: SaveState): SaveState => {
    focus.ask(FIELDS.find(({ field }) => state.fieldErrors[field])?.field);
    return state;
  };
  const [state, submit, saving] = useActionState<SaveState, FormData>(async (_previous, form) => {
    const values = Object.fromEntries(FIELDS.map(({ field }) => [field, String(form.get(field) ?? '')])) as Profile;
    const parsed = v.safeParse(ProfileRequest, values);
    if (!parsed.success) return refused({ values, fieldErrors: fieldErrorsOf(parsed.issues) });
    try {
      onSaved(await save(parsed.output));
      showSuccess('Your details were saved.');
      return { fieldErrors: {} };
    } catch (error) {
      const failure = toApiFailure(error);
      const fieldErrors = (failure.fieldErrors ?? {}) as SaveState['fieldErrors'];
      const known = FIELDS.some(({ field }) => fieldErrors[field]);
      // A validation problem's messages about no field of the form are the alert's, under its title, even
      // beside messages at the fields (spec section 8): none of them may go unsaid.
      const other = Object.entries(failure.fieldErrors ?? {}).flatMap(([field, message]) => (FIELDS.some((f) => f.field === field) ? [] : [message]));
      // Anything else as spec section 8 words the server's answer.
      const alert: ErrorDisplay | undefined = other.length
        ? { title: 'Validation Error', detail: other.join(MESSAGE_SEPARATOR) }
        : known
          ? undefined
          : describeApiFailure(failure);
      return refused({ values, fieldErrors, ...(alert ? { error: alert } : {}) });
    }
  }, { fieldErrors: {} });
  const shown = state.values ?? profileOf(identity);
  // After the render that shows the messages, so a screen reader reads the field with its error.
  useEffect(() => focus.moveFocus());
  // A new identity (saved, or changed elsewhere) shows its values. The fields are reset rather than
  // remounted: a field remounted by its own save would drop the focus of the user who pressed Enter in it.
  const form = useRef<HTMLFormElement>(null);
  const savedProfile = Object.values(profileOf(identity)).join('\n');
  const resetFor = useRef(savedProfile);
  useEffect(() => {
    if (resetFor.current === savedProfile) return;
    resetFor.current = savedProfile;
    form.current?.reset();
  }, [savedProfile]);

  return (
    <Stack component="form" ref={form} action={submit} noValidate spacing={2}>
      <FormAlert error={state.error} />
      {FIELDS.map(({ field, label, autoComplete, type }) => (
        <TextField
          key={field}
          name={field}
          label={label}
          type={type ?? 'text'}
          autoComplete={autoComplete}
          defaultValue={shown[field]}
          error={Boolean(state.fieldErrors[field])}
          helperText={state.fieldErrors[field]}
          required
          inputRef={(element: HTMLElement | null) => focus.register(field, element)}
          slotProps={{ htmlInput: { readOnly: saving } }}
        />
      ))}
      <BusyButton type="submit" variant="contained" busy={saving} sx={{ alignSelf: 'flex-start' }}>
        {saving ? 'Saving…' : 'Save details'}
      </BusyButton>
    </Stack>
  );
}
