/**
 * Facts derived from the current identity (spec section 4 "Authentication state" and section 6).
 * Pure; `auth.machine.ts` exposes them as selectors over its snapshot.
 */
import type { CurrentIdentity, UserType } from '../contract/authentication';

export type Identity = CurrentIdentity;

/** Membership tiers, highest priority first (spec sections 4 and 9). */
export const MEMBERSHIP_TIERS = ['Business', 'Residential Plus', 'Residential'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

/** Signed up: the application user is marked initialized. */
export const isSignedUp = (identity: Identity | null | undefined): boolean => identity?.applicationUser.initialized === true;

/**
 * Has a membership: activeMemberships is non-empty. Such a user is offered no plan to buy, which
 * POST /Memberships/buy would refuse (server/memberships/checkout.ts), but a switch of theirs in the
 * customer portal. The server refuses a plan whose renewal is owed (PastDue) too, which the identity
 * does not list: that refusal says why.
 */
export const hasMembership = (identity: Identity | null | undefined): boolean => (identity?.applicationUser.activeMemberships.length ?? 0) > 0;

/**
 * The tier that counts when several memberships are active: Business, then Residential Plus, then
 * Residential, compared case-insensitively. Undefined when none of the held names is a known tier.
 */
export function activeMembershipOf(memberships: readonly string[]): MembershipTier | undefined {
  const held = new Set(memberships.map((name) => name.trim().replace(/\s+/g, ' ').toLowerCase()));
  return MEMBERSHIP_TIERS.find((tier) => held.has(tier.toLowerCase()));
}

export const activeMembership = (identity: Identity | null | undefined): MembershipTier | undefined =>
  identity ? activeMembershipOf(identity.applicationUser.activeMemberships) : undefined;

/**
 * The membership to name to its holder: the tier that counts, or, when the account holds only plans
 * outside the three tiers, the first one's own name. Undefined without a membership.
 */
export function membershipNameOf(identity: Identity | null | undefined): string | undefined {
  const held = identity?.applicationUser.activeMemberships.map((name) => name.trim()).filter(Boolean) ?? [];
  return activeMembershipOf(held) ?? held[0];
}

export const userTypeOf = (identity: Identity | null | undefined): UserType => identity?.userType ?? '';
export const isContractor = (identity: Identity | null | undefined) => userTypeOf(identity) === 'Contractor';

/** "Hi {first name}" and the help widget's prefill (spec sections 1 and 2). */
export const fullNameOf = (identity: Identity | null | undefined): string =>
  identity ? [identity.firstName, identity.lastName].filter(Boolean).join(' ') : '';

const normalized = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The held membership that already gives what `planName` would: the same plan, or a tier above it
 * (spec section 4's order). Undefined when buying it would add something; names outside the three
 * tiers only cover themselves.
 */
export function coveringMembership(held: readonly string[], planName: string): string | undefined {
  const wanted = normalized(planName);
  const same = held.find((name) => normalized(name) === wanted);
  if (same) return same;
  const rank = (name: string) => MEMBERSHIP_TIERS.findIndex((tier) => tier.toLowerCase() === normalized(name));
  const wantedRank = rank(planName);
  if (wantedRank < 0) return undefined;
  return held.find((name) => {
    const r = rank(name);
    return r >= 0 && r < wantedRank;
  });
}
