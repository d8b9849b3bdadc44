import type { LineItemKind } from '../../contract/proposals';

/** The provider's catalogue as shown on first start: trades, zip codes, products and services, rental equipment. */

export const demoTrades: { name: string; slug: string; description: string }[] = [
  { name: 'Carpentry', slug: 'carpentry', description: 'Trim and crown molding, built-ins, interior doors, stairs and exterior rot repair by registered, insured carpenters.' },
  { name: 'Chimney', slug: 'chimney', description: 'Chimney inspections, sweeping, crown and flashing repair, caps and liners for wood stoves, fireplaces and oil or gas flues.' },
  { name: 'Decking', slug: 'decking', description: 'New decks in pressure-treated, cedar or composite, plus board replacement, railing upgrades and structural repairs to older decks.' },
  { name: 'Deliveries', slug: 'deliveries', description: 'Local pickup and delivery of furniture, appliances and building materials, with two-person crews and a truck with a lift gate.' },
  { name: 'Demolition', slug: 'demolition', description: 'Interior tear-outs for kitchens and baths, shed and deck removal, and debris hauling with a dumpster or trailer.' },
  { name: 'Electrical', slug: 'electrical', description: 'Licensed electricians for panel upgrades, new circuits, lighting, EV chargers, generators and code corrections, with permits pulled.' },
  { name: 'Equipment Rental', slug: 'equipment-rental', description: 'Pressure washers, tile saws, floor sanders, ladders, a mini excavator and more, rented by the day or the week.' },
  { name: 'Flooring', slug: 'flooring', description: 'Hardwood, engineered, luxury vinyl plank and tile installed, plus refinishing and subfloor repair.' },
  { name: 'Furniture Assembly', slug: 'furniture-assembly', description: 'Flat-pack furniture, beds, desks, shelving and playsets assembled, anchored to the wall where needed, and the boxes taken away.' },
  { name: 'General Labor', slug: 'general-labor', description: 'Helpers by the hour for moving heavy items, clearing out basements and garages, loading trucks and site clean-up.' },
  { name: 'Handyman', slug: 'handyman', description: 'The small-jobs list: drywall patches, door adjustments, caulking, mounting TVs and shelves, fixture swaps and minor repairs.' },
  { name: 'Heat Pumps', slug: 'heat-pumps', description: 'Cold-climate air-source heat pumps sized with a heat-load calculation, installed to qualify for Mass Save rebates.' },
  { name: 'Landscaping', slug: 'landscaping', description: 'Spring and fall clean-ups, mulching, planting, lawn renovation, patios, walkways and retaining walls.' },
  { name: 'Masonry', slug: 'masonry', description: 'Brick and stone repointing, steps, walkways, stone walls, foundation crack repair and chimney rebuilding.' },
  { name: 'Mini Splits', slug: 'mini-splits', description: 'Ductless mini split systems for single rooms or whole homes: heating and cooling, installed and serviced.' },
  { name: 'Painting', slug: 'painting', description: 'Interior and exterior painting with careful prep, lead-safe practices for older homes, and cabinet refinishing.' },
  { name: 'Power Washing', slug: 'power-washing', description: 'Soft washing for siding and roofs, power washing for decks, patios, driveways and fences.' },
  { name: 'Roofing', slug: 'roofing', description: 'Asphalt shingle replacement, leak repair, flashing, skylights and gutters, with ice-and-water shield for New England winters.' },
  { name: 'Storm Door', slug: 'storm-door', description: 'Full-view and retractable-screen storm doors fitted and installed, and closers, sweeps and hardware replaced.' },
  { name: 'Windows', slug: 'windows', description: 'Replacement and new-construction windows, sash repair, glass replacement and energy-efficient upgrades.' },
  { name: 'Plumbing', slug: 'plumbing', description: 'Licensed plumbers for leaks, fixtures, water heaters, sump pumps, gas lines and bathroom and kitchen rough-ins.' },
  { name: 'Water Remediation', slug: 'water-remediation', description: 'Emergency water extraction, structural drying, mold remediation and rebuild after burst pipes, floods or ice dams.' },
  { name: 'HVAC', slug: 'hvac', description: 'Furnace, boiler and central air installation, repair and seasonal tune-ups, plus ductwork and thermostats.' },
];

/** Southborough and the towns around it, with approximate center points. */
export const demoZipCodes: { zip: string; city: string; latitude: number; longitude: number }[] = [
  { zip: '01772', city: 'Southborough', latitude: 42.3059, longitude: -71.5245 },
  { zip: '01745', city: 'Fayville', latitude: 42.2935, longitude: -71.5006 },
  { zip: '01581', city: 'Westborough', latitude: 42.2695, longitude: -71.6161 },
  { zip: '01752', city: 'Marlborough', latitude: 42.3459, longitude: -71.5523 },
  { zip: '01701', city: 'Framingham', latitude: 42.3206, longitude: -71.4359 },
  { zip: '01702', city: 'Framingham', latitude: 42.2818, longitude: -71.4284 },
  { zip: '01532', city: 'Northborough', latitude: 42.3195, longitude: -71.6412 },
  { zip: '01748', city: 'Hopkinton', latitude: 42.2287, longitude: -71.5226 },
  { zip: '01721', city: 'Ashland', latitude: 42.2612, longitude: -71.4634 },
  { zip: '01776', city: 'Sudbury', latitude: 42.3834, longitude: -71.4162 },
  { zip: '01778', city: 'Wayland', latitude: 42.3626, longitude: -71.3614 },
  { zip: '01760', city: 'Natick', latitude: 42.2834, longitude: -71.3495 },
  { zip: '01545', city: 'Shrewsbury', latitude: 42.2959, longitude: -71.7128 },
  { zip: '01519', city: 'Grafton', latitude: 42.2070, longitude: -71.6856 },
  { zip: '01749', city: 'Hudson', latitude: 42.3918, longitude: -71.5662 },
  { zip: '01503', city: 'Berlin', latitude: 42.3812, longitude: -71.6370 },
  { zip: '01505', city: 'Boylston', latitude: 42.3537, longitude: -71.7301 },
  { zip: '01608', city: 'Worcester', latitude: 42.2626, longitude: -71.8023 },
  { zip: '01609', city: 'Worcester', latitude: 42.2751, longitude: -71.8170 },
  { zip: '01746', city: 'Holliston', latitude: 42.2001, longitude: -71.4245 },
  { zip: '01770', city: 'Sherborn', latitude: 42.2390, longitude: -71.3698 },
  { zip: '01757', city: 'Milford', latitude: 42.1398, longitude: -71.5163 },
];

/** `kind` says what a membership's discount applies to: Labor lines, and a TripCharge it may waive; Other when not given. */
type Item = { title: string; description: string; unit: string; priceCents: number; taxRate: number; auto?: boolean; kind?: LineItemKind };

/** Massachusetts sales tax applies to materials sold with the job, not to labor. */
const MA_SALES_TAX = 0.0625;

/** Lines contractors put on proposals, keyed by trade slug; `general` holds the lines of every trade. */
export const demoProductsAndServices: Record<string, Item[]> = {
  general: [
    { title: 'Trip charge', description: 'Travel to the job within our service area.', unit: 'each', priceCents: 4900, taxRate: 0, auto: true, kind: 'TripCharge' },
    { title: 'Building permit filing', description: 'Preparing and filing the permit with the town building department; the town fee is billed at cost.', unit: 'each', priceCents: 15000, taxRate: 0 },
    { title: 'Debris disposal', description: 'Hauling and disposal of job debris at a licensed transfer station.', unit: 'load', priceCents: 17500, taxRate: 0 },
  ],
  carpentry: [
    { title: 'Carpentry labor', description: 'Skilled carpenter, billed in half-hour steps after the first hour.', unit: 'hour', priceCents: 9500, taxRate: 0, kind: 'Labor' },
    { title: 'Interior door installation', description: 'Hang a pre-hung interior door, shim, trim and install hardware.', unit: 'door', priceCents: 32500, taxRate: 0 },
    { title: 'Crown molding, installed', description: 'Paint-grade MDF or poplar crown, coped corners, caulked and ready for paint.', unit: 'linear ft', priceCents: 1400, taxRate: MA_SALES_TAX },
  ],
  chimney: [
    { title: 'Chimney sweep and Level 1 inspection', description: 'Sweep one flue and inspect the accessible parts of the chimney, with a written report.', unit: 'flue', priceCents: 27500, taxRate: 0, auto: true },
    { title: 'Stainless chimney cap', description: 'Supply and install a stainless steel cap with spark arrestor screen.', unit: 'each', priceCents: 39500, taxRate: MA_SALES_TAX },
    { title: 'Crown repair', description: 'Seal cracks and coat the chimney crown with elastomeric crown sealer.', unit: 'each', priceCents: 65000, taxRate: 0 },
  ],
  decking: [
    { title: 'Composite decking, installed', description: 'Capped composite boards with hidden fasteners on existing framing.', unit: 'sq ft', priceCents: 2800, taxRate: MA_SALES_TAX },
    { title: 'Deck board replacement', description: 'Remove and replace damaged pressure-treated boards.', unit: 'board', priceCents: 4500, taxRate: 0 },
    { title: 'Deck railing, installed', description: 'Pressure-treated or composite railing to code height, with balusters.', unit: 'linear ft', priceCents: 8500, taxRate: MA_SALES_TAX },
  ],
  deliveries: [
    { title: 'Local delivery, two-person crew', description: 'Pickup and delivery within 15 miles of Southborough.', unit: 'each', priceCents: 14900, taxRate: 0 },
    { title: 'Additional mileage', description: 'Beyond the first 15 miles.', unit: 'mile', priceCents: 250, taxRate: 0 },
    { title: 'Stair carry', description: 'Per flight of stairs for items over 100 lb.', unit: 'flight', priceCents: 3500, taxRate: 0 },
  ],
  demolition: [
    { title: 'Kitchen tear-out', description: 'Remove cabinets, counters and appliances down to the studs; debris hauled separately.', unit: 'each', priceCents: 185000, taxRate: 0 },
    { title: 'Demolition labor', description: 'Two-person crew.', unit: 'hour', priceCents: 13000, taxRate: 0, kind: 'Labor' },
    { title: '15-yard dumpster', description: 'Delivered and picked up, up to 2 tons, one week.', unit: 'each', priceCents: 62500, taxRate: 0 },
  ],
  electrical: [
    { title: 'Electrician labor', description: 'Licensed journeyman or master electrician.', unit: 'hour', priceCents: 12500, taxRate: 0, kind: 'Labor' },
    { title: '200 A panel upgrade', description: 'Replace the main panel and meter socket, permit and utility coordination included.', unit: 'each', priceCents: 385000, taxRate: MA_SALES_TAX },
    { title: 'Level 2 EV charger installation', description: 'Install a customer-supplied 48 A charger on a new 60 A circuit up to 30 ft from the panel.', unit: 'each', priceCents: 119500, taxRate: 0, kind: 'Labor' },
    { title: 'Recessed LED light, installed', description: '6-inch canless LED fixture in an accessible ceiling.', unit: 'fixture', priceCents: 18500, taxRate: MA_SALES_TAX },
  ],
  'equipment-rental': [
    { title: 'Equipment delivery and pickup', description: 'Drop-off and collection of rental equipment within 15 miles.', unit: 'each', priceCents: 7500, taxRate: 0 },
  ],
  flooring: [
    { title: 'Luxury vinyl plank, installed', description: 'Floating click-lock LVP over a prepared subfloor.', unit: 'sq ft', priceCents: 650, taxRate: MA_SALES_TAX },
    { title: 'Hardwood refinishing', description: 'Sand, stain and three coats of water-based polyurethane.', unit: 'sq ft', priceCents: 450, taxRate: 0 },
    { title: 'Subfloor repair', description: 'Cut out and replace damaged plywood subfloor.', unit: 'sq ft', priceCents: 1200, taxRate: 0 },
  ],
  'furniture-assembly': [
    { title: 'Furniture assembly', description: 'Assembly of flat-pack furniture, billed by the hour.', unit: 'hour', priceCents: 6500, taxRate: 0, kind: 'Labor' },
    { title: 'Wall anchoring', description: 'Anchor a dresser or bookcase to the wall to prevent tip-over.', unit: 'each', priceCents: 2500, taxRate: 0 },
  ],
  'general-labor': [
    { title: 'General labor', description: 'One helper, two-hour minimum.', unit: 'hour', priceCents: 5500, taxRate: 0, kind: 'Labor' },
    { title: 'Basement or garage clear-out', description: 'Two helpers for a half day; disposal billed separately.', unit: 'each', priceCents: 48000, taxRate: 0 },
  ],
  handyman: [
    { title: 'Handyman labor', description: 'First hour, then in half-hour steps.', unit: 'hour', priceCents: 8500, taxRate: 0, kind: 'Labor' },
    { title: 'TV wall mount', description: 'Mount a TV up to 75 inches on a customer-supplied bracket, into studs.', unit: 'each', priceCents: 14900, taxRate: 0, kind: 'Labor' },
    { title: 'Drywall patch', description: 'Patch, tape, mud and sand a hole up to 12 inches, ready for paint.', unit: 'each', priceCents: 17500, taxRate: 0 },
  ],
  'heat-pumps': [
    { title: 'Heat-load calculation', description: 'Room-by-room Manual J calculation for sizing.', unit: 'each', priceCents: 35000, taxRate: 0, auto: true },
    { title: 'Ducted cold-climate heat pump', description: '3-ton ducted heat pump and air handler, installed on existing ducts.', unit: 'system', priceCents: 1650000, taxRate: MA_SALES_TAX },
  ],
  landscaping: [
    { title: 'Spring clean-up', description: 'Leaves and debris removed from beds and lawn, edges cut, hauled away.', unit: 'each', priceCents: 45000, taxRate: 0 },
    { title: 'Bark mulch, spread', description: 'Dark hemlock mulch, 2 to 3 inches deep.', unit: 'cubic yard', priceCents: 11500, taxRate: MA_SALES_TAX, kind: 'Material' },
    { title: 'Landscaping crew', description: 'Two-person crew with equipment.', unit: 'hour', priceCents: 11000, taxRate: 0, kind: 'Labor' },
  ],
  masonry: [
    { title: 'Brick repointing', description: 'Grind out failed mortar joints and repoint with matching mortar.', unit: 'sq ft', priceCents: 2200, taxRate: 0 },
    { title: 'Granite step, installed', description: 'Solid granite step on a compacted base.', unit: 'step', priceCents: 95000, taxRate: MA_SALES_TAX },
  ],
  'mini-splits': [
    { title: 'Single-zone mini split, installed', description: '12,000 BTU cold-climate ductless unit with line set up to 25 ft.', unit: 'system', priceCents: 525000, taxRate: MA_SALES_TAX },
    { title: 'Additional indoor head', description: 'Extra indoor unit on a multi-zone system.', unit: 'each', priceCents: 245000, taxRate: MA_SALES_TAX },
    { title: 'Mini split cleaning', description: 'Deep clean of one indoor head: coil, blower wheel and drain.', unit: 'head', priceCents: 22500, taxRate: 0 },
  ],
  painting: [
    { title: 'Interior room painting', description: 'Walls of a room up to 12 by 14 ft, two coats, minor patching included.', unit: 'room', priceCents: 65000, taxRate: 0 },
    { title: 'Exterior painting', description: 'Scrape, prime bare wood and two finish coats on clapboard siding.', unit: 'sq ft', priceCents: 450, taxRate: 0 },
    { title: 'Paint and supplies', description: 'Premium paint and sundries at our cost.', unit: 'gallon', priceCents: 6500, taxRate: MA_SALES_TAX, kind: 'Material' },
  ],
  'power-washing': [
    { title: 'House soft wash', description: 'Low-pressure wash of vinyl or clapboard siding for a home up to 2,500 sq ft.', unit: 'each', priceCents: 42500, taxRate: 0 },
    { title: 'Deck or patio wash', description: 'Power wash a deck or patio.', unit: 'sq ft', priceCents: 75, taxRate: 0 },
  ],
  roofing: [
    { title: 'Architectural shingle roof replacement', description: 'Tear-off, ice-and-water shield at eaves and valleys, synthetic underlayment, new shingles.', unit: 'square', priceCents: 62500, taxRate: MA_SALES_TAX },
    { title: 'Roof leak repair', description: 'Find and repair a leak at flashing, vents or shingles.', unit: 'each', priceCents: 49500, taxRate: 0 },
    { title: 'Seamless aluminum gutter', description: '5-inch K-style gutter with hangers every 2 ft.', unit: 'linear ft', priceCents: 1300, taxRate: MA_SALES_TAX },
  ],
  'storm-door': [
    { title: 'Storm door installation', description: 'Install a customer-supplied full-view or retractable-screen storm door.', unit: 'door', priceCents: 29500, taxRate: 0, kind: 'Labor' },
    { title: 'Storm door closer replacement', description: 'Replace a pneumatic closer and adjust the door.', unit: 'each', priceCents: 8500, taxRate: MA_SALES_TAX },
  ],
  windows: [
    { title: 'Replacement window, installed', description: 'Double-hung vinyl replacement window, Low-E argon glass, interior trim kept.', unit: 'window', priceCents: 89500, taxRate: MA_SALES_TAX },
    { title: 'Sash cord repair', description: 'Replace broken sash cords and free a stuck sash.', unit: 'window', priceCents: 17500, taxRate: 0 },
  ],
  plumbing: [
    { title: 'Plumber labor', description: 'Licensed plumber.', unit: 'hour', priceCents: 13500, taxRate: 0, kind: 'Labor' },
    { title: '50-gallon water heater replacement', description: 'Remove the old tank, install a new gas or electric heater, permit included.', unit: 'each', priceCents: 245000, taxRate: MA_SALES_TAX },
    { title: 'Faucet replacement', description: 'Install a customer-supplied kitchen or bathroom faucet.', unit: 'each', priceCents: 22500, taxRate: 0, kind: 'Labor' },
  ],
  'water-remediation': [
    { title: 'Emergency water extraction', description: 'Truck-mounted extraction and moisture mapping.', unit: 'sq ft', priceCents: 150, taxRate: 0, auto: true },
    { title: 'Dehumidifier and air mover', description: 'Commercial drying equipment, monitored daily.', unit: 'day', priceCents: 9500, taxRate: 0 },
    { title: 'Mold remediation', description: 'Containment, removal and HEPA clean-up of affected materials.', unit: 'sq ft', priceCents: 2500, taxRate: 0 },
  ],
  hvac: [
    { title: 'Furnace or boiler tune-up', description: 'Seasonal cleaning, combustion test and safety check.', unit: 'each', priceCents: 19500, taxRate: 0 },
    { title: 'HVAC technician labor', description: 'Licensed technician.', unit: 'hour', priceCents: 13500, taxRate: 0, kind: 'Labor' },
    { title: 'Smart thermostat, installed', description: 'Install and set up a Wi-Fi thermostat on an existing system.', unit: 'each', priceCents: 32500, taxRate: MA_SALES_TAX },
  ],
};

export const demoEquipment: {
  name: string;
  slug: string;
  category: string;
  description: string;
  dailyRateCents: number;
  weeklyRateCents: number | null;
  depositCents: number;
  quantityAvailable: number;
}[] = [
  { name: 'Pressure washer, 3,100 PSI gas', slug: 'pressure-washer-3100', category: 'Cleaning', description: 'Honda-powered, with 0, 15, 25 and 40 degree tips and a 25 ft hose. Good for decks, siding and driveways.', dailyRateCents: 8500, weeklyRateCents: 34000, depositCents: 15000, quantityAvailable: 2 },
  { name: 'Carpet and upholstery cleaner', slug: 'carpet-cleaner', category: 'Cleaning', description: 'Hot-water extractor with a hand tool for stairs and upholstery. Cleaning solution sold separately.', dailyRateCents: 4500, weeklyRateCents: 18000, depositCents: 5000, quantityAvailable: 2 },
  { name: 'Wet tile saw, 10 inch', slug: 'wet-tile-saw-10', category: 'Flooring', description: 'Sliding-table wet saw with a diamond blade; cuts tile up to 24 inches on the diagonal.', dailyRateCents: 6500, weeklyRateCents: 26000, depositCents: 10000, quantityAvailable: 1 },
  { name: 'Drum floor sander', slug: 'drum-floor-sander', category: 'Flooring', description: '8-inch drum sander for hardwood refinishing; sandpaper sold by the sheet.', dailyRateCents: 9500, weeklyRateCents: 38000, depositCents: 15000, quantityAvailable: 1 },
  { name: 'Extension ladder, 32 ft', slug: 'extension-ladder-32', category: 'Ladders and access', description: 'Type IA fiberglass, 300 lb rating, with ladder levelers and a standoff.', dailyRateCents: 4000, weeklyRateCents: 16000, depositCents: 5000, quantityAvailable: 3 },
  { name: 'Scaffolding set, 2 sections', slug: 'scaffolding-set', category: 'Ladders and access', description: 'Two 5 ft frames, cross braces, planks, guard rails and leveling jacks.', dailyRateCents: 7500, weeklyRateCents: 30000, depositCents: 20000, quantityAvailable: 2 },
  { name: 'Mini excavator, 1.7 ton', slug: 'mini-excavator', category: 'Earthmoving', description: 'Fits through a 4 ft gate; 12 and 18 inch buckets. Delivered on a trailer; operator not included.', dailyRateCents: 34900, weeklyRateCents: 139500, depositCents: 50000, quantityAvailable: 1 },
  { name: 'Stump grinder', slug: 'stump-grinder', category: 'Landscaping', description: 'Self-propelled grinder for stumps up to 24 inches across.', dailyRateCents: 22500, weeklyRateCents: null, depositCents: 25000, quantityAvailable: 1 },
  { name: 'Post hole auger, one person', slug: 'post-hole-auger', category: 'Landscaping', description: 'Gas auger with 6 and 8 inch bits for fence and deck posts.', dailyRateCents: 8500, weeklyRateCents: 34000, depositCents: 10000, quantityAvailable: 1 },
  { name: 'Commercial dehumidifier', slug: 'commercial-dehumidifier', category: 'Drying', description: 'Removes up to 130 pints a day; continuous drain hose included.', dailyRateCents: 6000, weeklyRateCents: 24000, depositCents: 10000, quantityAvailable: 4 },
  { name: 'Appliance hand truck', slug: 'appliance-hand-truck', category: 'Moving', description: 'Strap ratchet and stair climbers, rated for 800 lb.', dailyRateCents: 2000, weeklyRateCents: 8000, depositCents: 0, quantityAvailable: 3 },
  { name: 'Drywall lift', slug: 'drywall-lift', category: 'Ladders and access', description: 'Lifts 4 by 12 ft sheets to 11 ft ceilings by one person.', dailyRateCents: 3500, weeklyRateCents: 14000, depositCents: 5000, quantityAvailable: 1 },
];
