import { redirect } from '@tanstack/react-router';
import { UUID_V1_TO_V5 } from '../../contract/uuid';

/** `params.parse` for `$id` routes: a UUID of versions 1 to 5 (spec section 5), or Page Not Found. */
export function uuidParam({ id }: { id: string }): { id: string } {
  if (!UUID_V1_TO_V5.test(id)) throw redirect({ to: '/page-not-found', replace: true });
  return { id };
}
