import type { Identity } from '../../machines/identity';

/** An identity as current-identity answers it; signed up, a consumer, no membership unless told. */
export function identityFixture(overrides: Partial<Omit<Identity, 'applicationUser'>> & { applicationUser?: Partial<Identity['applicationUser']> } = {}): Identity {
  const { applicationUser, ...rest } = overrides;
  return {
    id: '6f1c1f43-6a4b-4d55-9a3e-3f1f4f0b2a11',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '+15085550100',
    userType: 'Consumer',
    ...rest,
    applicationUser: { email: rest.email ?? 'ada@example.com', initialized: true, activeMemberships: [], ...applicationUser },
  };
}

export const networkDown = () => new TypeError('Failed to fetch');

/** A 429 as the API client classifies it, asking to wait `seconds`. */
export const rateLimited = (seconds: number) => ({
  kind: 'rateLimited',
  status: 429,
  retryAfterSeconds: seconds,
  message: `Too many attempts. Try again in ${seconds} seconds.`,
});
