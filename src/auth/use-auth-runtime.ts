import { useSelector } from '@xstate/react';
import { use } from 'react';
import { selectIdentity } from '../../machines/auth.machine';
import { useAuth } from './auth-handle';
import type { AuthRuntime } from './runtime';

/** The running session; suspends until its chunk has loaded (wrap in `<Suspense>`). */
export function useAuthRuntime(): AuthRuntime {
  return use(useAuth().ready());
}

/** The signed-in user's identity, kept current. */
export function useIdentity(runtime: AuthRuntime) {
  return useSelector(runtime.actor, selectIdentity);
}
