import { describe, expect, it } from 'vitest';
import { identityFixture } from '../tests/flows/fixtures';
import { activeMembership, activeMembershipOf, fullNameOf, hasMembership, isContractor, isSignedUp, membershipNameOf } from './identity';

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
