import type { Contractor } from '../../contract/contractors';
import { uuid } from './fake-api';

/** Trades as `GET /Trades` answers them, as far as the contractor list reads them. */
export const PLUMBING = { id: uuid(40), name: 'Plumbing', slug: 'plumbing' };
export const ROOFING = { id: uuid(41), name: 'Roofing', slug: 'roofing' };

/** A plumber in Sudbury rated 4.67 from 3 reviews, as `GET /Contractors` answers one without a zip code. */
export const contractorFixture = (overrides: Partial<Contractor> = {}): Contractor => ({
  id: uuid(30),
  businessName: 'Sudbury Valley Plumbing & Heating',
  firstName: 'Tom',
  lastInitial: 'B.',
  bio: 'Thirty years of plumbing in MetroWest.',
  trades: [PLUMBING],
  yearsInBusiness: 30,
  licenseNumber: 'PL-12345',
  city: 'Sudbury',
  state: 'MA',
  ratingAverage: 4.67,
  reviewCount: 3,
  ...overrides,
});
