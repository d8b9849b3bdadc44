import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { selectIdentity } from '../../../machines/auth.machine';
import { isSignedUp } from '../../../machines/identity';
import { phoneLoginLogic } from '../../auth/logic';
import { SIGN_IN_CODES, textedNumbers } from '../../auth/texted-numbers';
import { useAuthRuntime } from '../../auth/use-auth-runtime';
import { inspect } from '../../lib/inspector';
import { SignIn } from './SignIn';

/** The sign-in flow on the running session; SignInScreen loads it lazily. */
export default function SignInWithSession({ redirect }: { redirect?: string | undefined }) {
  const runtime = useAuthRuntime();
  const navigate = useNavigate();
  const logic = useMemo(() => phoneLoginLogic(runtime), [runtime]);
  // Read once: the flow starts from the session as it was when the screen opened. A signed-in user
  // whose account is not complete (route guard rule 1) goes straight to the profile. The numbers this
  // tab was texted a code for, before a reload, may go on with it when another is refused.
  const [input] = useState(() => {
    const identity = selectIdentity(runtime.actor.getSnapshot());
    return { redirect, identity: identity && !isSignedUp(identity) ? identity : null, textedTo: textedNumbers(SIGN_IN_CODES) };
  });
  return (
    <SignIn
      logic={logic}
      input={input}
      // The screen draws the frame and the page's heading, with its notices under it.
      bare
      {...(inspect ? { inspect } : {})}
      onDone={({ redirect: to }) => void navigate({ href: to, replace: true })}
    />
  );
}
