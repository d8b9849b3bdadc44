import type { TripChargeWaiver } from '../../contract/proposals';

/** Membership plans and storage units as shown on first start. */

export const demoMemberships: {
  name: string;
  slug: string;
  description: string;
  priority: number;
  monthlyCents: number;
  yearlyCents: number;
  /** The words of the plan card; the numbers below are what the pricing applies, and they say the same. */
  benefits: string[];
  laborDiscountPercent: number;
  tripChargeWaiver: TripChargeWaiver;
  storageDiscountPercent: number;
  priorityScheduling: boolean;
}[] = [
  {
    name: 'Business',
    slug: 'business',
    description: 'For shops, offices and landlords that book trades for the premises they run.',
    priority: 3,
    monthlyCents: 12900,
    yearlyCents: 129000,
    benefits: [
      'Priority scheduling for every trade, usually within 2 business days',
      '10% off labor on every job',
      'No trip charges anywhere in our service area',
      'A quarterly walk-through of your premises with a written upkeep list',
      'One monthly invoice for all jobs, with net-30 terms',
      'Covers up to 3 business addresses',
    ],
    laborDiscountPercent: 10,
    tripChargeWaiver: 'Always',
    storageDiscountPercent: 0,
    priorityScheduling: true,
  },
  {
    name: 'Residential Plus',
    slug: 'residential-plus',
    description: 'The whole house looked after, for larger or older homes and long project lists.',
    priority: 2,
    monthlyCents: 3900,
    yearlyCents: 39000,
    benefits: [
      'Priority scheduling ahead of non-members',
      '10% off labor on every job',
      'No trip charges',
      'Spring and fall home check-ups',
      'Gutter cleaning once a year',
      '15% off storage unit rent',
    ],
    laborDiscountPercent: 10,
    tripChargeWaiver: 'Always',
    storageDiscountPercent: 15,
    priorityScheduling: true,
  },
  {
    name: 'Residential',
    slug: 'residential',
    description: 'A trusted team of local trades a booking away, for occasional repairs.',
    priority: 1,
    monthlyCents: 1500,
    yearlyCents: 15000,
    benefits: [
      'Priority scheduling ahead of non-members',
      '5% off labor on every job',
      'No trip charge on your first job each year',
      'An annual home check-up',
      '10% off storage unit rent',
    ],
    laborDiscountPercent: 5,
    tripChargeWaiver: 'FirstJobEachYear',
    storageDiscountPercent: 10,
    priorityScheduling: true,
  },
];

export const demoLocations = [
  {
    name: 'Southborough Storage',
    slug: 'southborough',
    description: 'Our main site off Route 9, two minutes from the Mass Pike and I-495. Drive-up and climate-controlled units, gated keypad entry.',
    addressLine1: '17 Turnpike Road',
    city: 'Southborough',
    zipCode: '01772',
    latitude: 42.2931,
    longitude: -71.5317,
    phone: '+15085550140',
    sortOrder: 1,
  },
  {
    name: 'Westborough Storage',
    slug: 'westborough',
    description: 'Indoor units on one floor with wide halls and carts, close to the Westborough MBTA station.',
    addressLine1: '58 East Main Street',
    city: 'Westborough',
    zipCode: '01581',
    latitude: 42.2711,
    longitude: -71.6027,
    phone: '+15085550141',
    sortOrder: 2,
  },
  {
    name: 'Marlborough Storage',
    slug: 'marlborough',
    description: 'Drive-up units along Route 20 with room for trucks and trailers, plus a few indoor lockers.',
    addressLine1: '410 Boston Post Road East',
    city: 'Marlborough',
    zipCode: '01752',
    latitude: 42.3396,
    longitude: -71.5186,
    phone: '+15085550142',
    sortOrder: 3,
  },
];

export const demoSizes = [
  { name: '5x5', widthFeet: 5, lengthFeet: 5, description: 'Like a hall closet: boxes, seasonal decorations, a few small pieces of furniture.' },
  { name: '5x10', widthFeet: 5, lengthFeet: 10, description: 'Like a walk-in closet: the contents of a studio apartment or a dorm room.' },
  { name: '10x10', widthFeet: 10, lengthFeet: 10, description: 'Like a small bedroom: a one-bedroom apartment, or a garage full of tools and bikes.' },
  { name: '10x15', widthFeet: 10, lengthFeet: 15, description: 'Like a large bedroom: a two-bedroom apartment with appliances.' },
  { name: '10x20', widthFeet: 10, lengthFeet: 20, description: 'Like a one-car garage: a three-bedroom house, or a car.' },
  { name: '10x25', widthFeet: 10, lengthFeet: 25, description: 'A four-bedroom house, or a car with room for boxes.' },
  { name: '10x30', widthFeet: 10, lengthFeet: 30, description: 'A whole house with appliances, a boat or a small RV.' },
].map((s, i) => ({ ...s, sortOrder: i + 1 }));

/** `availableInDays` null means a unit is free now; otherwise the first free day counts from the first start. */
export const demoListings: {
  location: string;
  size: string;
  title: string;
  description: string;
  monthlyPriceCents: number;
  unitsRemaining: number;
  availableInDays: number | null;
  features: string[];
}[] = [
  { location: 'southborough', size: '5x5', title: 'Climate-controlled locker', description: 'Indoor, heated and cooled, on the ground floor next to the office. Ideal for documents, photos and electronics.', monthlyPriceCents: 6500, unitsRemaining: 6, availableInDays: null, features: ['Climate controlled', 'Ground floor', 'Gated keypad entry', '24/7 video surveillance'] },
  { location: 'southborough', size: '5x10', title: 'Climate-controlled unit', description: 'Indoor unit with steady temperature and humidity, close to the loading bay and carts.', monthlyPriceCents: 11000, unitsRemaining: 3, availableInDays: null, features: ['Climate controlled', 'Carts available', 'Gated keypad entry'] },
  { location: 'southborough', size: '10x10', title: 'Drive-up unit', description: 'Pull your car or truck right up to the roll-up door. Access 6 am to 10 pm every day.', monthlyPriceCents: 16500, unitsRemaining: 4, availableInDays: null, features: ['Drive-up access', 'Roll-up door', 'Gated keypad entry'] },
  { location: 'southborough', size: '10x15', title: 'Drive-up unit', description: 'Room for the contents of a two-bedroom apartment, with drive-up loading.', monthlyPriceCents: 21500, unitsRemaining: 0, availableInDays: 21, features: ['Drive-up access', 'Roll-up door', 'Gated keypad entry'] },
  { location: 'southborough', size: '10x20', title: 'Drive-up unit', description: 'Garage-sized unit with a 9 ft door; fits a car or a three-bedroom move.', monthlyPriceCents: 26500, unitsRemaining: 2, availableInDays: null, features: ['Drive-up access', 'Fits a car', 'Electrical outlet'] },
  { location: 'southborough', size: '10x30', title: 'Vehicle and boat storage', description: 'Extra-long drive-up unit for a boat on a trailer, a classic car or a small camper.', monthlyPriceCents: 34500, unitsRemaining: 0, availableInDays: 45, features: ['Drive-up access', 'Extra-long', 'Vehicle storage'] },
  { location: 'westborough', size: '5x10', title: 'Indoor unit', description: 'One-floor indoor unit, a short roll with a cart from the covered entrance.', monthlyPriceCents: 9900, unitsRemaining: 5, availableInDays: null, features: ['Indoor', 'Covered loading', 'Carts available'] },
  { location: 'westborough', size: '10x10', title: 'Climate-controlled unit', description: 'Heated and cooled indoor unit for furniture, wood and upholstered pieces that dislike New England summers.', monthlyPriceCents: 17900, unitsRemaining: 2, availableInDays: null, features: ['Climate controlled', 'Indoor', 'Carts available'] },
  { location: 'westborough', size: '10x20', title: 'Drive-up unit', description: 'Wide aisles for moving trucks and a roll-up door on every unit.', monthlyPriceCents: 24900, unitsRemaining: 1, availableInDays: 7, features: ['Drive-up access', 'Roll-up door'] },
  { location: 'westborough', size: '10x25', title: 'Drive-up unit', description: 'Fits a four-bedroom house; popular with families between closings.', monthlyPriceCents: 29900, unitsRemaining: 1, availableInDays: null, features: ['Drive-up access', 'Roll-up door', 'Fits a car'] },
  { location: 'marlborough', size: '5x5', title: 'Indoor locker', description: 'Small indoor locker for boxes, sports gear and seasonal items.', monthlyPriceCents: 5500, unitsRemaining: 8, availableInDays: null, features: ['Indoor', 'Ground floor'] },
  { location: 'marlborough', size: '10x10', title: 'Drive-up unit', description: 'Drive-up unit along Route 20 with easy truck and trailer access.', monthlyPriceCents: 15500, unitsRemaining: 3, availableInDays: null, features: ['Drive-up access', 'Roll-up door', 'Trailer access'] },
  { location: 'marlborough', size: '10x15', title: 'Drive-up unit', description: 'Popular with contractors for tools and materials between jobs.', monthlyPriceCents: 20500, unitsRemaining: 0, availableInDays: 30, features: ['Drive-up access', 'Electrical outlet', 'Trailer access'] },
];
