import { describe, expect, it } from 'vitest';
import { identityFixture } from '../tests/flows/fixtures';
import { activeMembership, activeMembershipOf, coveringMembership, fullNameOf, hasMembership, isContractor, isSignedUp, membershipNameOf } from './identity';

describe('identity facts (spec section 4)', () => {
  it('signed up means the application user is initialized', () => {
    expect(isSignedUp(identityFixture())).toBe(true);
    expect(isSignedUp(identityFixture({ applicationUser: { initialized: false } }))).toBe(false);
    expect(isSignedUp(null)).toBe(false);
  });

  it('has a membership when activeMemberships is not empty', () => {
    expect(hasMembership(identityFixture({ applicationUser: { activeMemberships: ['Residential'] } }))).toBe(true);
    expect(hasMembership(identityFixture())).toBe(false);
    expect(hasMembership(undefined)).toBe(false);
  });

  it('chooses the active membership by priority Business, Residential Plus, Residential, ignoring case', () => {
    expect(activeMembershipOf(['Residential', 'business', 'Residential Plus'])).toBe('Business');
    expect(activeMembershipOf(['RESIDENTIAL', 'residential plus'])).toBe('Residential Plus');
    expect(activeMembershipOf([' residential '])).toBe('Residential');
    expect(activeMembershipOf(['Gold'])).toBeUndefined();
    expect(activeMembershipOf([])).toBeUndefined();
    expect(activeMembership(identityFixture({ applicationUser: { activeMemberships: ['residential  plus'] } }))).toBe('Residential Plus');
  });

  it('names the membership held: the tier that counts, else the plan’s own name', () => {
    const holding = (...activeMemberships: string[]) => identityFixture({ applicationUser: { activeMemberships } });
    expect(membershipNameOf(holding('Gold', 'residential'))).toBe('Residential');
    expect(membershipNameOf(holding(' Seasonal Gold ', 'Winter'))).toBe('Seasonal Gold');
    expect(membershipNameOf(holding(' ', 'Winter'))).toBe('Winter');
    expect(membershipNameOf(holding())).toBeUndefined();
    expect(membershipNameOf(null)).toBeUndefined();
  });

  it('knows a contractor and a full name', () => {
    expect(isContractor(identityFixture({ userType: 'Contractor' }))).toBe(true);
    expect(isContractor(identityFixture())).toBe(false);
    expect(fullNameOf(identityFixture())).toBe('Ada Lovelace');
    expect(fullNameOf(identityFixture({ lastName: '' }))).toBe('Ada');
  });
});

describe('coveringMembership: a plan already given by what is held (spec section 4)', () => {
  it('is the same plan, whatever its case and spacing, or a higher tier', () => {
    expect(coveringMembership(['residential  plus'], 'Residential Plus')).toBe('residential  plus');
    expect(coveringMembership(['Business'], 'Residential')).toBe('Business');
    expect(coveringMembership(['Residential Plus'], 'Residential')).toBe('Residential Plus');
  });

  it('is nothing for a lower tier, for nothing held, and for names outside the tiers unless the same', () => {
    expect(coveringMembership(['Residential'], 'Business')).toBeUndefined();
    expect(coveringMembership([], 'Residential')).toBeUndefined();
    expect(coveringMembership(['Gold'], 'Residential')).toBeUndefined();
    expect(coveringMembership(['Business'], 'Gold')).toBeUndefined();
    expect(coveringMembership(['Gold'], 'gold')).toBe('Gold');
  });
});
