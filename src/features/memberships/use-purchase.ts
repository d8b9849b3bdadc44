import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useAuthRuntime } from '../../auth/use-auth-runtime';
import { inspect } from '../../lib/inspector';
import { followSession, type PageStart, type PurchaseActor, purchaseInput, purchaseLogic } from './purchase';

/**
 * The purchase of a page (the checkout, the return page, the sign-in page's notice), started from
 * what survives a reload; suspends until the session's runtime has loaded. With `follow`, it hears of
 * sign-ins and reloaded identities; the sign-in page's notice does not, since signing in there leads
 * to the checkout page, which goes on with the purchase.
 */
export function usePurchaseActor(page: PageStart, { follow = true }: { follow?: boolean } = {}): PurchaseActor {
  const runtime = useAuthRuntime();
  const navigate = useNavigate();
  const [logic] = useState(() => purchaseLogic({ runtime, navigate: (options) => void navigate(options as Parameters<typeof navigate>[0]) }));
  const [input] = useState(() => purchaseInput(runtime, page));
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) });
  useEffect(() => (follow ? followSession(runtime, actor) : undefined), [follow, runtime, actor]);
  return actor;
}
