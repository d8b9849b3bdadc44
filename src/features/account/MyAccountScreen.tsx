import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { type ReactNode, Suspense, useId, useMemo } from 'react';
import { selectIdentity } from '../../../machines/auth.machine';
import { changePhoneLogic } from '../../auth/logic';
import { changePhoneCodes, textedNumbers } from '../../auth/texted-numbers';
import { useAuthRuntime } from '../../auth/use-auth-runtime';
import { RouterLink } from '../../components/ui/links';
import { inspect } from '../../lib/inspector';
import { ChangePhone } from './ChangePhone';
import { MembershipSection } from './MembershipSection';
import { ProfileForm } from './ProfileForm';

/**
 * My Account (spec section 2): the signed-in user's name and e-mail, the phone number they sign in
 * with, their membership (plan, tier, renewal, Manage and Cancel), and Log Out. The route guard lets
 * only signed-up users here.
 */
export function MyAccountScreen() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 4 }}>
        My Account
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
        <Account />
      </Suspense>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Account() {
  const runtime = useAuthRuntime();
  const identity = useSelector(runtime.actor, selectIdentity);
  const memberships = identity?.applicationUser.activeMemberships.join('|') ?? '';
  const phoneLogic = useMemo(() => changePhoneLogic(runtime), [runtime]);
  // Logging out clears the identity a moment before the page is left.
  if (!identity) return null;
  return (
    <Stack spacing={3}>
      <Section title="Your details">
        <ProfileForm
          identity={identity}
          save={runtime.calls.updateProfile}
          onSaved={(updated) => runtime.actor.send({ type: 'auth.identityChanged', identity: updated })}
        />
      </Section>
      <Section title="Phone number">
        <ChangePhone
          logic={phoneLogic}
          currentPhone={identity.phoneNumber}
          input={{ textedTo: textedNumbers(changePhoneCodes(identity.id)) }}
          {...(inspect ? { inspect } : {})}
        />
      </Section>
      <Section title="Membership">
        {/* The identity's memberships key it, so a plan confirmed or ended since reloads the details. */}
        <MembershipSection key={memberships} />
      </Section>
      <Section title="Sign out">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" onClick={() => runtime.actor.send({ type: 'auth.logout' })}>
            Log Out
          </Button>
          <Typography variant="body2" color="text.secondary">
            Want to leave for good? <RouterLink to="/account-deletion" underline="always">Delete your account</RouterLink>.
          </Typography>
        </Stack>
      </Section>
    </Stack>
  );
}
