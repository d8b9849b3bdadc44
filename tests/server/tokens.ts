import { issueTokenPair } from '../../server/auth/tokens';
import type { TestApi } from './harness';

/** An access token of a new sign-in for a user made in the database, such as a contractor (who signs in from the mobile app). */
export async function tokenFor(api: TestApi, userId: string): Promise<string> {
  const { token } = await issueTokenPair(api.db, { userId, secret: api.env.JWT_SECRET, now: api.clock.now() });
  return token;
}
