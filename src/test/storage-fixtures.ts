import type { StorageUnitListing } from '../../contract/storage';
import { paged, uuid } from './fake-api';

/** A storage location as `GET /Locations` answers it. */
export const storageLocation = (n: number, town: string) => ({
  id: uuid(n),
  name: `${town} Storage`,
  slug: town.toLowerCase(),
  description: '',
  addressLine1: '17 Turnpike Road',
  city: town,
  state: 'MA',
  zipCode: '01772',
  latitude: null,
  longitude: null,
  phone: null,
});

/** A unit size as `GET /StorageUnitSizes` answers it. */
export const storageSize = (n: number, widthFeet: number, lengthFeet: number) => ({
  id: uuid(10 + n),
  name: `${widthFeet}x${lengthFeet}`,
  widthFeet,
  lengthFeet,
  squareFootage: widthFeet * lengthFeet,
  description: '',
});

export const SOUTHBOROUGH = storageLocation(1, 'Southborough');
export const WESTBOROUGH = storageLocation(2, 'Westborough');
export const STORAGE_SIZES = [storageSize(1, 5, 5), storageSize(2, 10, 10), storageSize(3, 10, 15)];

/** A 10x10 drive-up unit in Southborough, without photos unless `images` says otherwise. */
export const storageListing = (overrides: Partial<StorageUnitListing> = {}): StorageUnitListing => ({
  id: uuid(20),
  title: '10x10 Drive-up unit',
  description: 'Roll-up door you can back a car up to.',
  location: { id: SOUTHBOROUGH.id, name: SOUTHBOROUGH.name, addressLine1: SOUTHBOROUGH.addressLine1, city: 'Southborough', state: 'MA', zipCode: '01772' },
  size: { id: STORAGE_SIZES[1]!.id, name: '10x10', widthFeet: 10, lengthFeet: 10 },
  squareFootage: 100,
  monthlyPriceCents: 15_000,
  unitsRemaining: 3,
  availableFrom: null,
  images: [],
  features: ['Drive-up'],
  ...overrides,
});

/** The storage catalogue's answers: both locations, the three sizes, and `listings` on every page of listings. */
export const answerStorage = (listings: StorageUnitListing[]) => (url: URL) => {
  if (url.pathname.endsWith('/Locations')) return paged([SOUTHBOROUGH, WESTBOROUGH], { perPage: 100 });
  if (url.pathname.endsWith('/StorageUnitSizes')) return paged(STORAGE_SIZES, { perPage: 100 });
  if (url.pathname.endsWith('/StorageUnitListings')) return paged(listings, { perPage: 12 });
  const one = listings.find((listing) => url.pathname.endsWith(`/StorageUnitListings/${listing.id}`));
  return one ? Response.json(one) : new Response(null, { status: 404 });
};
