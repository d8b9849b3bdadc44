import type { StorageUnitListing } from '../../../contract/storage';
import { formatDate, formatSquareFeet, formatUsdFromCents } from '../../lib/format';

/** "Available now", or the first day a unit can be moved into. */
export const availabilityText = (listing: Pick<StorageUnitListing, 'availableFrom'>) =>
  listing.availableFrom ? `Available from ${formatDate(listing.availableFrom)}` : 'Available now';

export const unitsLeftText = (units: number) => (units === 0 ? 'None left right now' : `${units} ${units === 1 ? 'unit' : 'units'} left`);

export const monthlyPriceText = (listing: Pick<StorageUnitListing, 'monthlyPriceCents'>) => `${formatUsdFromCents(listing.monthlyPriceCents)}/month`;

/** `10x15 (150 sq ft)`. */
export const sizeText = (listing: Pick<StorageUnitListing, 'size' | 'squareFootage'>) => `${listing.size.name} ft (${formatSquareFeet(listing.squareFootage)})`;
