import { use } from 'react';
import { useAuth } from './auth-handle';
import type { AuthRuntime } from './runtime';

/** The running session; suspends until its chunk has loaded (wrap in `<Suspense>`). */
export function useAuthRuntime(): AuthRuntime {
  return use(useAuth().ready());
}
