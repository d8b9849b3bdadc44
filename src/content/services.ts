import type { ServiceKey, ServicePage, Town } from './types';

/** Towns a crew reaches easily from Southborough; most trades cover these. */
const CORE_TOWNS: Town[] = ['Southborough', 'Westborough', 'Marlborough', 'Framingham', 'Northborough', 'Hopkinton', 'Ashland'];

/** Work that is booked once and travels well (deliveries, remediation, systems) reaches further. */
const WIDER_TOWNS: Town[] = [
  ...CORE_TOWNS,
  'Sudbury',
  'Wayland',
  'Natick',
  'Shrewsbury',
  'Grafton',
  'Hudson',
  'Berlin',
  'Boylston',
  'Worcester',
];

export const servicePages: readonly ServicePage[] = [
  {
    key: 'carpentry',
    tradeName: 'Carpentry',
    title: 'Carpentry Services in Southborough, MA',
    metaDescription:
      'Trim, built-ins, doors, stairs and exterior rot repair in Southborough, MA by registered, insured carpenters who pull the permits. Book a job online.',
    heading: 'Carpentry Services in Southborough, MA',
    servicesHeading: 'Carpentry work we do',
    bookHeading: 'Book a carpenter',
    bookText: 'Describe the work and when suits you; we match you with a vetted local carpenter.',
    findContractor: 'Find a carpenter',
    intro:
      'From new crown molding to a rotted sill that needs replacing, carpentry is the trade most homes need sooner or later. We match you with a vetted local carpenter, send you a written proposal, and keep the job on schedule from the first cut to the final walkthrough.',
    sections: [
      {
        heading: 'Finish carpentry for old and new houses',
        paragraphs: [
          'Homes around Southborough range from antique colonials to 1960s capes and newer subdivisions, and few of them have perfectly square walls or level floors. Good finish work accounts for that: trim is scribed to uneven walls, casings are set so reveals stay even, and built-ins are shimmed and fastened so doors and drawers run true.',
          'Typical projects include baseboard, casing and crown molding, wainscoting and paneling, built-in bookcases, window seats, mudroom benches and closet shelving. Paint-grade work is usually poplar or MDF; stain-grade work uses oak, cherry or maple chosen to match what is already in the house.',
        ],
      },
      {
        heading: 'Exterior rot and weather damage',
        paragraphs: [
          'Sills, fascia, rake boards, window sills and door thresholds take the brunt of New England weather: snowmelt, ice dams and wind-driven rain from nor\u2019easters. When we replace rotted wood we also look for where the water is getting in, because new trim over a missing drip edge or failed flashing will rot again.',
          'Replacement exterior trim can be primed wood or cellular PVC, which does not rot and holds paint well. Either way, cut ends are sealed, joints are flashed or backed, and everything is fastened with corrosion-resistant nails or screws.',
        ],
      },
      {
        heading: 'Permits, registration and how the work is run',
        paragraphs: [
          'Residential contractors working on existing one- to four-family homes in Massachusetts must be registered under the Home Improvement Contractor (HIC) program, M.G.L. c. 142A. Structural work such as framing, removing or adding walls, new stairs and additions also needs a building permit and a holder of a Massachusetts Construction Supervisor License. The contractor on your job handles the permit application and inspections.',
          'In homes built before 1978, sanding, cutting or removing painted trim can release lead dust, so that work follows lead-safe renovation practices. You receive a written proposal with the scope, price and schedule before any work starts, and any deposit is no more than one third of the price.',
        ],
      },
    ],
    services: [
      'Baseboard, casing and crown molding',
      'Built-in bookcases, window seats and mudroom benches',
      'Interior and exterior door installation',
      'Stair repairs, treads, balusters and railings',
      'Exterior trim, fascia and sill rot repair',
      'Wainscoting, paneling and accent walls',
      'Framing for partitions, basement finishing and small additions',
    ],
    faqs: [
      {
        question: 'Do I need a permit for carpentry work?',
        answer:
          'Replacing trim or adding non-structural built-ins usually does not. Structural changes, new stairs, decks and additions do need a building permit from your town, and the contractor on your job applies for it and schedules the inspections.',
      },
      {
        question: 'Can you match the trim in an older home?',
        answer:
          'Often, yes. Many older profiles can be matched with stock moldings or built up from several pieces. Where a profile is no longer made, it can be milled to match; a short sample or a clear photo of the existing trim helps us quote accurately.',
      },
      {
        question: 'Is PVC trim better than wood for exterior repairs?',
        answer:
          'PVC does not rot, which makes it a good choice for sills, corner boards and fascia that stay wet. It expands and contracts more with temperature, so it needs proper joint details. Wood is still right where you need to match historic detail or stain.',
      },
    ],
    areasServed: CORE_TOWNS,
  },
  {
    key: 'chimney',
    tradeName: 'Chimney',
    title: 'Chimney Inspection and Repair in Southborough, MA',
    metaDescription:
      'Chimney inspections, sweeping, crown and flashing repair, caps and stainless liners in Southborough, MA. Freeze-thaw damage fixed by insured local pros.',
    heading: 'Chimney Inspection, Cleaning and Repair',
    servicesHeading: 'Chimney work we do',
    bookHeading: 'Book a chimney inspection or repair',
    bookText: 'Tell us about the chimney and the appliance it serves; we match you with a vetted local chimney contractor.',
    findContractor: 'Find a chimney contractor',
    intro:
      'A chimney works hard through a New England heating season and then sits through months of rain, snow and freeze-thaw cycles. We arrange inspections, cleaning and repairs with vetted local chimney contractors, so your fireplace, stove or boiler vents safely.',
    sections: [
      {
        heading: 'Inspections and cleaning',
        paragraphs: [
          'The national fire-safety standard for chimneys, NFPA 211, recommends inspecting chimneys, fireplaces and vents once a year. A Level 1 inspection covers the readily accessible parts. A Level 2 inspection adds a video scan of the flue and is the right choice when you buy a house, change the appliance or fuel, or after a chimney fire or a severe storm.',
          'Cleaning removes the creosote that wood fires leave behind, which is what feeds chimney fires. Flues serving oil boilers also collect soot and scale that can block the draft. After cleaning you get a plain-language summary of what was found, with photos of anything that needs attention.',
        ],
      },
      {
        heading: 'Weather and masonry damage',
        paragraphs: [
          'Water is the main enemy of a masonry chimney. It soaks into brick and mortar, freezes, expands, and slowly breaks the masonry apart. The result is cracked crowns, eroded mortar joints, spalling brick and leaks that show up as stains on ceilings and walls next to the chimney.',
          'Repairs range from sealing crown cracks and repointing joints to rebuilding the crown or the masonry above the roofline. New flashing, a chimney cap with a screen, and a vapor-permeable water repellent keep rain, animals and sparks where they belong. Paint and non-breathable sealers are avoided because they trap moisture in the brick.',
        ],
      },
      {
        heading: 'Liners and appliance changes',
        paragraphs: [
          'A flue has to be sized for the appliance it serves. Installing a wood stove or fireplace insert usually calls for a stainless steel liner, and so does the common situation where a boiler is replaced by a heat pump and the water heater is left venting alone into a large masonry flue. That flue can draft poorly and collect acidic condensation.',
          'Installing a solid-fuel appliance requires a building permit and inspection in Massachusetts, and homes with fuel-burning appliances must have working carbon monoxide alarms. The contractor on your job takes care of the permit and tells you if your alarms need updating.',
        ],
      },
    ],
    services: [
      'Level 1 and Level 2 chimney inspections',
      'Chimney sweeping and creosote removal',
      'Chimney caps, screens and spark arrestors',
      'Crown repair and rebuilding',
      'Repointing and rebuilds above the roofline',
      'Chimney flashing repair and replacement',
      'Stainless steel liner installation',
      'Damper repair and top-sealing dampers',
    ],
    faqs: [
      {
        question: 'How often should my chimney be cleaned?',
        answer:
          'Have it inspected every year and cleaned when the inspection shows buildup. A fireplace used a few times a winter may not need cleaning annually; a wood stove used as a main heat source often needs it more than once a season.',
      },
      {
        question: 'Why does my fireplace smell in the summer?',
        answer:
          'Humid summer air reacts with creosote deposits in the flue and pulls the odor into the house. Cleaning removes the source, and a top-sealing damper or a cap helps keep damp air and rain out of the flue.',
      },
      {
        question: 'Is the water stain next to my chimney a chimney problem?',
        answer:
          'Often it is, usually failed flashing or a cracked crown, but roof shingles, a nearby vent or condensation can cause similar stains. An inspection finds the actual source before anyone starts repairs.',
      },
    ],
    areasServed: [...CORE_TOWNS, 'Sudbury', 'Shrewsbury', 'Grafton', 'Hudson', 'Berlin'],
  },
  {
    key: 'decking',
    tradeName: 'Decking',
    title: 'Deck Building and Repair in Southborough, MA',
    metaDescription:
      'New decks, rebuilds and repairs in Southborough, MA: frost-depth footings, flashed ledgers, wood or composite boards, permits pulled. Book a local builder.',
    heading: 'Deck Building and Repair',
    servicesHeading: 'Deck work we do',
    bookHeading: 'Book a deck builder',
    bookText: 'Describe the deck, new or old, and when suits you; we match you with a vetted local deck builder.',
    findContractor: 'Find a deck builder',
    intro:
      'A good deck is designed for how you use your yard and built for snow loads and frozen ground. We match you with a vetted local deck builder who designs, permits and builds the deck, or repairs the one you have so it is safe for another season.',
    sections: [
      {
        heading: 'Design and materials',
        paragraphs: [
          'Most decks here are framed with pressure-treated lumber. For the walking surface you can choose pressure-treated boards, cedar, or composite and PVC boards that do not need staining. Railings come in wood, composite, aluminum or cable, and hidden fasteners give a clean surface without visible screws.',
          'The design starts with how you will use the space: room for a table and grill, stairs placed where people actually walk, and the way the deck meets the house, the sun and the view. You receive a drawing and a written proposal before any work is scheduled.',
        ],
      },
      {
        heading: 'Built for frozen ground and snow',
        paragraphs: [
          'Footings must go below the frost line, typically 48 inches deep in this part of Massachusetts, so the ground cannot heave the deck in winter. Framing is sized for snow as well as people, and joist hangers, post bases and fasteners are rated for contact with treated lumber so they do not corrode.',
          'Where a deck attaches to the house, the ledger is bolted through to the house framing and flashed so water cannot rot the rim joist behind it. Poor ledger attachment is one of the most common causes of deck failures, so it gets particular attention on repairs too.',
        ],
      },
      {
        heading: 'Permits, inspections and repairs',
        paragraphs: [
          'Most decks need a building permit, with inspections of the footing holes, the framing and the finished deck. The work is done under a Massachusetts Construction Supervisor License by a contractor registered under the state\u2019s Home Improvement Contractor program, and the contractor handles the permit.',
          'If your deck is older, a safety check looks for soft or rotted joists and posts, loose railings, corroded hardware and a missing or failed ledger flashing. Sometimes new boards and railings on sound framing are enough; sometimes the honest answer is a rebuild.',
        ],
      },
    ],
    services: [
      'New deck design and construction',
      'Deck rebuilds and replacement of old decks',
      'New boards and railings on sound framing',
      'Stairs, landings and railings',
      'Composite and PVC decking',
      'Deck safety checks and structural repairs',
      'Pergolas and privacy screens',
    ],
    faqs: [
      {
        question: 'Do I need a permit to build a deck?',
        answer:
          'Most decks do, especially any attached to the house or raised off the ground. The contractor applies for the permit and schedules the footing, framing and final inspections.',
      },
      {
        question: 'Composite or wood?',
        answer:
          'Pressure-treated wood costs less up front but needs regular cleaning and staining. Composite and PVC boards cost more to buy and mostly need washing. Either way the framing underneath is usually pressure-treated lumber.',
      },
      {
        question: 'When is the best time to build a deck?',
        answer:
          'Spring through fall is easiest. Footings cannot be poured into frozen ground, so winter projects depend on the weather, but design and permitting can happen any time of year so you are ready to build in spring.',
      },
    ],
    areasServed: CORE_TOWNS,
  },
  {
    key: 'deliveries',
    tradeName: 'Deliveries',
    title: 'Local Delivery Services in Southborough, MA',
    metaDescription:
      'Local pickup and delivery in Southborough, MA for furniture, appliances, building materials and storage-unit runs. Careful two-person crews, booked online.',
    heading: 'Local Pickup and Delivery',
    servicesHeading: 'What we pick up and deliver',
    bookHeading: 'Book a pickup or delivery',
    bookText: 'Tell us what needs moving, from where to where and when; we match you with a vetted local crew with the right truck.',
    findContractor: 'Find a delivery crew',
    intro:
      'Bought a sofa from a store that will not deliver, found a dresser on a local marketplace, or need lumber dropped at the house? Our local delivery service picks up single items and small loads and carries them into your home.',
    sections: [
      {
        heading: 'What we deliver',
        paragraphs: [
          'Typical deliveries include furniture from local stores and private sellers, appliances, building materials such as lumber, drywall and bagged landscape supplies, and items going into or out of a storage unit. We also move heavy pieces between floors or rooms in the same house.',
          'Old appliances and furniture can be hauled away to a recycler or disposal facility. Massachusetts bans many items, including large appliances, mattresses and old tube TVs and monitors, from ordinary trash, so they go where they are accepted.',
        ],
      },
      {
        heading: 'How a delivery works',
        paragraphs: [
          'Tell us the pickup and drop-off addresses, what the item is, its rough size and weight, and whether there are stairs or tight turns at either end. Photos help. Heavy items get a two-person crew with moving blankets, straps and a dolly, and we measure doorways before anything is carried in.',
          'For purchases from a private seller, arrange payment with the seller yourself and confirm the item will be ready at the agreed time. We check the item for obvious damage at pickup and let you know before loading if something looks wrong.',
        ],
      },
      {
        heading: 'What is outside this service',
        paragraphs: [
          'Deliveries are for single items and small loads, not full household moves. Moving household goods for hire within Massachusetts requires a license from the Department of Public Utilities, so for a whole-house move you need a licensed moving company.',
          'Pianos, gun safes and other items that need specialist rigging are outside what we carry. We place appliances where you want them, but connecting a gas range or dryer requires a licensed gas fitter, and water and electrical hookups are booked with our licensed plumbers and electricians.',
        ],
      },
    ],
    services: [
      'Furniture pickup and delivery from local stores',
      'Pickups from private sellers and online marketplaces',
      'Appliance delivery and haul-away of the old unit',
      'Building material and landscape supply runs',
      'Deliveries to and from storage units',
      'Moving heavy items between rooms or floors',
      'Donation drop-offs',
    ],
    faqs: [
      {
        question: 'Can you pick up from a private seller?',
        answer:
          'Yes. Pay the seller directly, confirm the pickup time with them, and give us their address and any access notes. We contact you if the item is not as described before we load it.',
      },
      {
        question: 'Will you carry items upstairs?',
        answer:
          'Yes. Tell us about stairs, narrow halls and tight landings when you book so the right crew comes and we can confirm the piece will fit before it leaves the truck.',
      },
      {
        question: 'Do you install appliances?',
        answer:
          'We deliver and place them. Gas connections must be made by a licensed gas fitter, and water and electrical connections can be booked with the licensed plumbers and electricians we work with.',
      },
    ],
    areasServed: WIDER_TOWNS,
  },
  {
    key: 'demolition',
    tradeName: 'Demolition',
    title: 'Demolition and Tear-Out Services in Southborough, MA',
    metaDescription:
      'Interior tear-outs, shed, deck and fence removal in Southborough, MA, with asbestos and lead checks, Dig Safe notice and responsible debris disposal.',
    heading: 'Demolition and Tear-Out Services',
    servicesHeading: 'Demolition work we do',
    bookHeading: 'Book a demolition crew',
    bookText: 'Describe what comes out and what stays; we match you with a vetted local demolition contractor.',
    findContractor: 'Find a demolition contractor',
    intro:
      'Every renovation starts with taking something out, and doing it carefully saves time and money later. We arrange interior tear-outs and small outdoor demolition with vetted local crews who protect the rest of the house and dispose of the debris properly.',
    sections: [
      {
        heading: 'Interior demolition',
        paragraphs: [
          'Typical jobs are kitchen and bathroom tear-outs, removing old flooring and tile, stripping a finished basement, and taking down non-structural walls. Floors and doorways are protected, dust is contained with plastic barriers, and the work area is cleaned at the end of each day.',
          'Before anything comes apart, water, gas and power to the area are shut off and capped by licensed plumbers, gas fitters and electricians as needed. Removing a load-bearing wall is a structural change that needs an engineered plan, a building permit and a licensed construction supervisor.',
        ],
      },
      {
        heading: 'Asbestos, lead and older homes',
        paragraphs: [
          'Houses built before the 1980s may contain asbestos in floor tiles and their adhesive, pipe and duct insulation, siding, and some joint compounds. Suspect materials are tested before they are disturbed; if asbestos is found, it is removed by a contractor licensed by the Massachusetts Department of Labor Standards, with the notice MassDEP requires.',
          'In homes built before 1978, demolishing painted surfaces is treated as a lead-safe renovation, with containment and cleanup that keep lead dust out of the rest of the house.',
        ],
      },
      {
        heading: 'Outdoor demolition, permits and disposal',
        paragraphs: [
          'Outdoor jobs include old decks, sheds, fences, above-ground pools, and concrete walks or patios. Massachusetts law requires notifying Dig Safe (811) at least 72 hours before mechanized digging, not counting weekends and holidays; Dig Safe marks public utility lines, so private lines such as those to a detached garage, an irrigation system or a propane tank are located separately.',
          'Removing a whole structure usually needs a demolition permit, and many towns in the area have demolition delay bylaws that give the local historical commission time to review older buildings. Massachusetts bans metal, wood, brick, concrete, asphalt pavement and clean drywall from landfills, so debris is sorted or taken to a facility that processes it.',
        ],
      },
    ],
    services: [
      'Kitchen and bathroom tear-outs',
      'Non-structural wall removal',
      'Flooring, tile and carpet removal',
      'Basement and attic strip-outs',
      'Deck, shed and fence removal',
      'Concrete walkway and patio removal',
      'Debris haul-away and disposal',
    ],
    faqs: [
      {
        question: 'Can you take down a wall between two rooms?',
        answer:
          'If the wall is not load-bearing, usually yes, after checking for wiring, plumbing and ductwork inside it. If it is load-bearing, it needs an engineered beam, a building permit and a licensed construction supervisor, which we can arrange.',
      },
      {
        question: 'Do I need a permit for demolition?',
        answer:
          'Interior tear-outs that are part of a permitted renovation are covered by that permit. Removing a whole structure, such as a shed or garage, usually needs its own demolition permit. The contractor confirms the requirements with your town.',
      },
      {
        question: 'Can I stay in the house during demolition?',
        answer:
          'Usually, yes. The work area is sealed off with dust barriers and the rest of the house stays usable. A kitchen tear-out means planning meals elsewhere for a while; we talk through that when we schedule the work.',
      },
    ],
    areasServed: CORE_TOWNS,
  },
  {
    key: 'electrical',
    tradeName: 'Electrical',
    title: 'Licensed Electricians in Southborough, MA',
    metaDescription:
      'Licensed electricians in Southborough, MA for panel upgrades, EV chargers, generator hookups, lighting and safety updates, permitted to the MA code.',
    heading: 'Electrical Services by Licensed Electricians',
    servicesHeading: 'Electrical work we do',
    bookHeading: 'Book an electrician',
    bookText: 'Describe the work and when suits you; we match you with a licensed local electrician.',
    findContractor: 'Find an electrician',
    intro:
      'Electrical work is one trade where doing it right is a matter of safety and of law. Every electrical job we book is done by Massachusetts-licensed electricians under a permit from your town\u2019s wiring inspector.',
    sections: [
      {
        heading: 'Licensed, permitted and inspected',
        paragraphs: [
          'In Massachusetts, electrical work must be done by electricians licensed by the Board of State Examiners of Electricians and must meet the Massachusetts Electrical Code, 527 CMR 12.00, which is based on the National Electrical Code. Most jobs need a permit from the local wiring inspector and an inspection when the work is done.',
          'The electrician on your job files the permit, does the work and meets the inspector. You receive a written proposal before the work starts, with any deposit capped at one third of the price.',
        ],
      },
      {
        heading: 'Upgrades for heat pumps, EVs and storms',
        paragraphs: [
          'Many homes around Southborough still have 100-amp service, which can be tight once you add a heat pump, an induction range or an electric vehicle charger. A load calculation shows whether your panel can take the new load or needs an upgrade to 200 amps, and a Level 2 EV charger needs a dedicated 240-volt circuit sized to the charger.',
          'Nor\u2019easters and ice storms bring outages. A generator inlet with an interlock or a transfer switch lets a portable generator power chosen circuits safely; plugging a generator into an outlet instead can backfeed the utility lines and endanger line workers. Standby generators also need a gas or propane connection made by a licensed gas fitter.',
        ],
      },
      {
        heading: 'Safety updates in older homes',
        paragraphs: [
          'Older houses can have knob-and-tube wiring, ungrounded two-prong outlets, aluminum branch wiring from the 1960s and 1970s, or panels with a history of problems, such as some Federal Pacific and Zinsco models. An electrician can assess what you have and recommend what is worth replacing first.',
          'Ground-fault (GFCI) and arc-fault (AFCI) protection, hardwired interconnected smoke alarms and carbon monoxide alarms are common updates. Massachusetts requires carbon monoxide alarms in homes with fuel-burning equipment or an attached garage, and a certificate of smoke and CO alarm compliance from the fire department when a home is sold.',
        ],
      },
    ],
    services: [
      'Panel upgrades and service changes',
      'Level 2 EV charger circuits',
      'Generator inlets, interlocks and transfer switches',
      'Dedicated circuits for heat pumps, mini splits and appliances',
      'Recessed, under-cabinet and outdoor lighting',
      'Outlets, switches and GFCI/AFCI protection',
      'Hardwired smoke and carbon monoxide alarms',
      'Troubleshooting tripping breakers and dead circuits',
    ],
    faqs: [
      {
        question: 'Can a handyman replace a light fixture?',
        answer:
          'Massachusetts generally requires a licensed electrician for electrical work, including wiring in a new fixture. We book fixture swaps with licensed electricians so the work is done and permitted properly.',
      },
      {
        question: 'Do I need a panel upgrade for a heat pump or EV charger?',
        answer:
          'Not always. A load calculation based on your existing service and appliances tells the electrician whether there is capacity. Sometimes a load-management device avoids an upgrade; sometimes a 200-amp service is the right answer.',
      },
      {
        question: 'I am selling my house. What do I need for the smoke alarm inspection?',
        answer:
          'The local fire department inspects smoke and carbon monoxide alarms before issuing a certificate of compliance. Requirements depend on the age of the house and past renovations; an electrician can check and update your alarms before the inspection.',
      },
    ],
    areasServed: WIDER_TOWNS,
  },
  {
    key: 'equipment-rental',
    tradeName: 'Equipment Rental',
    title: 'Tool and Equipment Rental in Southborough, MA',
    metaDescription:
      'Rent tools and equipment for home and yard projects in Southborough, MA. See what is available now, ask for an item online, and get tips for using each safely.',
    heading: 'Tool and Equipment Rental',
    servicesHeading: 'What renting with us includes',
    bookHeading: 'Rent an item',
    bookText: 'Ask about an item above, or tell us what you need and for which days: we confirm availability, the rental period, pickup and the deposit with you before you take it.',
    intro:
      'Some projects need a machine you will use for a weekend and never again. Rent the tools and equipment listed below for your own home and yard projects, and book one of our trades instead if you would rather have the job done for you.',
    sections: [
      {
        heading: 'How renting works',
        paragraphs: [
          'The items listed on this page are the equipment currently available to rent. Choose an item, tell us the dates you need it, and we confirm availability, the rental period and how pickup and return will work. Rental terms for each item are confirmed in writing before you take it.',
          'Larger pieces that do not fit in a car can be brought to your property through our local delivery service. Please return equipment clean and on time so the next customer gets it ready to use.',
        ],
      },
      {
        heading: 'Using equipment safely',
        paragraphs: [
          'Read the operating instructions before you start, wear the protective gear the equipment calls for, and ask us to walk you through anything unfamiliar when you pick it up. Stop and call us if the equipment is not working properly; do not try to repair it yourself.',
          'Never run gasoline-powered equipment such as generators, pressure washers or floor machines indoors or in a garage, even with the door open: exhaust contains carbon monoxide. Before using an auger, trencher or any equipment that digs, Massachusetts law requires notifying Dig Safe at 811 at least 72 hours ahead, not counting weekends and holidays.',
        ],
      },
      {
        heading: 'Rent it or hire it',
        paragraphs: [
          'Renting makes sense when you have the time, the know-how and a straightforward job. When the work involves wiring, plumbing, gas, structural changes or working at height, or when a mistake would be costly, booking a trade is usually the better value. Our booking form takes either route.',
        ],
      },
    ],
    services: [
      'Tools and equipment for home, yard and renovation projects',
      'Current availability shown on this page',
      'Rental dates and terms confirmed before pickup',
      'Delivery of larger items through our local delivery service',
      'Guidance on choosing the right equipment for the job',
      'The option to book a tradesperson to do the work instead',
    ],
    faqs: [
      {
        question: 'What equipment can I rent?',
        answer:
          'The list on this page shows the equipment available right now. If you need something that is not listed, send us a message and we will tell you whether we can help.',
      },
      {
        question: 'Can you deliver rented equipment?',
        answer:
          'Larger items can be delivered and picked up through our local delivery service. Mention it when you reserve so we can schedule both trips.',
      },
      {
        question: 'What if the equipment breaks while I have it?',
        answer:
          'Stop using it, keep it somewhere safe and contact us. Do not attempt repairs yourself; we will sort out a swap or the next steps with you.',
      },
    ],
    areasServed: CORE_TOWNS,
  },
  {
    key: 'flooring',
    tradeName: 'Flooring',
    title: 'Flooring Installation in Southborough, MA',
    metaDescription:
      'Hardwood, engineered, luxury vinyl and tile floors installed or refinished in Southborough, MA, with subfloor prep and asbestos checks on old tile floors.',
    heading: 'Flooring Installation and Refinishing',
    servicesHeading: 'Flooring work we do',
    bookHeading: 'Book a flooring installer',
    bookText: 'Describe the rooms and the floor you have in mind; we match you with a vetted local flooring contractor.',
    findContractor: 'Find a flooring contractor',
    intro:
      'A floor is only as good as what is under it and how it copes with a New England year of dry winters and humid summers. We match you with vetted local flooring installers who prepare the subfloor properly, lay the floor to the manufacturer\u2019s instructions and leave clean, finished edges.',
    sections: [
      {
        heading: 'Choosing a floor',
        paragraphs: [
          'Solid hardwood, usually red or white oak or maple, suits most living areas and can be refinished many times. Engineered hardwood has a real wood top layer on a stable core and is the better choice over concrete, radiant heat or in basements. Luxury vinyl plank is waterproof and comfortable underfoot, which makes it popular for basements, kitchens, baths and mudrooms.',
          'Porcelain and ceramic tile are the most durable options for bathrooms, entries and laundry rooms, and laminate offers a wood look at a lower price in dry areas. Samples in your own light, next to your cabinets and trim, make the decision easier.',
        ],
      },
      {
        heading: 'Refinishing hardwood',
        paragraphs: [
          'If your hardwood is solid and has enough thickness left, refinishing costs far less than replacing it. The floor is sanded to bare wood, damaged boards are replaced and woven in, stain is applied if you want a new color, and several coats of finish go on top. Floors that are dull but not worn through can often just be screened and recoated.',
          'Water-based finishes dry quickly with little odor; oil-based finishes give an amber tone and take longer to cure. Either way you will need to stay off the floor for a while, and we give you a clear schedule for walking, furniture and rugs.',
        ],
      },
      {
        heading: 'Preparation, humidity and older floors',
        paragraphs: [
          'Wood flooring is delivered ahead of time to acclimate, concrete slabs are tested for moisture, and subfloors are flattened and screwed down to cure squeaks before anything is installed. Keeping indoor humidity roughly between 35 and 55 percent limits winter gaps and summer cupping in wood floors.',
          'Old 9-by-9-inch vinyl tiles, sheet vinyl and black mastic adhesive in older homes may contain asbestos. They are tested before removal and never sanded; if asbestos is present, a licensed abatement contractor removes them or the new floor is installed over them where that is allowed.',
        ],
      },
    ],
    services: [
      'Solid hardwood installation',
      'Hardwood sanding, refinishing and recoating',
      'Engineered hardwood and luxury vinyl plank',
      'Tile floors for kitchens, baths, entries and mudrooms',
      'Subfloor repair, leveling and squeak fixes',
      'Stair treads and risers',
      'Removal of old flooring and reinstalling baseboard',
    ],
    faqs: [
      {
        question: 'Should I refinish or replace my hardwood?',
        answer:
          'If the boards are solid, not badly cupped and have enough wood above the tongue, refinishing is usually the better value. Engineered floors can be refinished only if the top layer is thick enough. A quick look at a floor vent or a threshold shows what you have.',
      },
      {
        question: 'Can luxury vinyl go in a basement?',
        answer:
          'Yes, it is one of the best choices for basements because water does not damage it. The slab still needs to be checked for moisture and flatness, and any water problem should be fixed first.',
      },
      {
        question: 'How long do I stay off a refinished floor?',
        answer:
          'It depends on the finish, but typically about a day before light walking in socks, a few days before moving furniture back, and a couple of weeks before putting rugs down.',
      },
    ],
    areasServed: [...CORE_TOWNS, 'Sudbury', 'Natick', 'Shrewsbury', 'Hudson'],
  },
  {
    key: 'furniture-assembly',
    tradeName: 'Furniture Assembly',
    title: 'Furniture Assembly in Southborough, MA',
    metaDescription:
      'Flat-pack furniture, beds, cribs, desks, closet systems and outdoor sets assembled in Southborough, MA, with anti-tip anchoring and packaging removal.',
    heading: 'Furniture Assembly',
    servicesHeading: 'What we assemble and install',
    bookHeading: 'Book furniture assembly',
    bookText: 'Tell us what needs putting together or mounting and when suits you; we match you with a vetted local assembler.',
    findContractor: 'Find a furniture assembler',
    intro:
      'Flat-pack furniture saves money until you open the box and find dozens of parts and a page of pictures. We send a careful assembler who builds it square and solid, anchors tall pieces to the wall and takes the packaging away.',
    sections: [
      {
        heading: 'What we assemble',
        paragraphs: [
          'Beds, bunk beds and cribs; dressers, bookcases and wardrobes; desks, office chairs and filing cabinets; closet systems; patio sets, grills and playsets; and fitness equipment. We work from the manufacturer\u2019s instructions and hardware, so a piece that comes with missing or damaged parts is flagged before assembly rather than forced together.',
          'Small businesses use the service for office setups too: several desks, chairs and storage units assembled and placed in one visit.',
        ],
      },
      {
        heading: 'Built solid and anchored safely',
        paragraphs: [
          'Dressers, bookcases and tall cabinets can tip over when children climb them or drawers are pulled out. We install the tip-over restraint that comes with the furniture, fastened into a wall stud or with anchors suited to your wall, including the plaster walls common in older homes.',
          'Cribs are assembled exactly to the manufacturer\u2019s instructions with every part accounted for. Shelves and wall-hung pieces are mounted level into studs or appropriate anchors, and we check for wiring and pipes before drilling.',
        ],
      },
      {
        heading: 'Booking an assembly',
        paragraphs: [
          'Tell us what you are having assembled, ideally with a link or model number, which room it goes in, and whether the boxes are already in the house. That lets us plan the right amount of time and bring the tools the job needs.',
          'If a piece needs to come in from a store or a storage unit first, our delivery service can bring it, and we can take apart and move existing furniture to make room.',
        ],
      },
    ],
    services: [
      'Flat-pack furniture assembly',
      'Beds, bunk beds and cribs',
      'Desks and home or small-office setups',
      'Wardrobes and closet systems',
      'Outdoor furniture, grills and playsets',
      'Fitness equipment',
      'Anti-tip anchoring and wall mounting',
      'Packaging breakdown and removal',
    ],
    faqs: [
      {
        question: 'Do I need to be home during assembly?',
        answer:
          'Someone should be there at the start to show us the room and where each piece goes, and at the end to check the result. In between, you are free to get on with your day.',
      },
      {
        question: 'Which brands do you assemble?',
        answer:
          'Any brand that comes with its instructions and hardware. If you have lost the instructions, send us the model number and we will find them before the visit.',
      },
      {
        question: 'Can you take apart furniture for a move?',
        answer:
          'Yes. We disassemble, bag and label the hardware, and can reassemble the piece at its new location or deliver it to a storage unit.',
      },
    ],
    areasServed: WIDER_TOWNS,
  },
  {
    key: 'general-labor',
    tradeName: 'General Labor',
    title: 'General Labor and Helpers in Southborough, MA',
    metaDescription:
      'Extra hands in Southborough, MA for loading trucks, moving heavy items, clearing garages and basements, yard clean-ups and storm debris. Book a crew online.',
    heading: 'General Labor',
    servicesHeading: 'Jobs our crews take on',
    bookHeading: 'Book a labor crew',
    bookText: 'Describe the job, how many hands it needs and when; we match you with a vetted local crew.',
    findContractor: 'Find a labor crew',
    intro:
      'Some jobs do not need a trade, just reliable people who show up on time and work hard. Book a general labor crew for lifting, loading, clearing and cleaning up, by the job or for a few hours.',
    sections: [
      {
        heading: 'What a general labor crew does',
        paragraphs: [
          'Loading and unloading rental trucks and portable storage containers, moving heavy furniture within the house, clearing out garages, basements and attics, and carrying items to or from a storage unit. Crews also help set up and take down for events and stage rooms before painters or flooring installers arrive.',
          'Tell us what needs to be moved or cleared, how much of it there is, and about stairs and access. We size the crew to the job so you are not paying for more hands than you need.',
        ],
      },
      {
        heading: 'Seasonal and storm clean-up',
        paragraphs: [
          'Spring and fall bring yard clean-ups, moving patio furniture in and out of storage, and clearing gutters and window wells of leaves. After a nor\u2019easter or summer storm, crews clear downed branches and debris from yards and driveways.',
          'Trees that are still standing but damaged, or large limbs near wires or the house, are work for an arborist, and lines that are down are for the utility company. We will tell you when a job crosses that line.',
        ],
      },
      {
        heading: 'When you need a licensed trade instead',
        paragraphs: [
          'General labor does not include electrical, plumbing or gas work, structural changes or roof work; those are booked with our licensed trades. Full household moves within Massachusetts require a mover licensed by the Department of Public Utilities.',
          'Disposal follows the rules of the transfer station or facility used. Items Massachusetts bans from the trash, such as mattresses, large appliances and old tube TVs, go to a facility that takes them.',
        ],
      },
    ],
    services: [
      'Loading and unloading trucks and storage containers',
      'Moving heavy items within the home',
      'Garage, basement and attic clear-outs',
      'Storage unit loading and unloading',
      'Yard clean-ups and storm debris removal',
      'Event setup and takedown',
      'Site clean-up before and after renovation work',
    ],
    faqs: [
      {
        question: 'How many people will you send?',
        answer:
          'It depends on the job. Most jobs need two people; large clear-outs or heavy items may need more. Describe the job when you book and we recommend a crew size before confirming.',
      },
      {
        question: 'Can you haul away what we clear out?',
        answer:
          'Yes. Items are taken for recycling, donation or disposal as appropriate. Let us know if you want anything donated so it is kept separate.',
      },
      {
        question: 'Do crews bring their own tools?',
        answer:
          'Crews bring hand trucks, blankets, straps and basic tools. If a job needs a truck or a dumpster, we arrange it as part of the proposal.',
      },
    ],
    areasServed: CORE_TOWNS,
  },
  {
    key: 'handyman',
    tradeName: 'Handyman',
    title: 'Handyman Services in Southborough, MA',
    metaDescription:
      'Handyman in Southborough, MA for drywall patches, doors, TV and shelf mounting, caulking, weatherstripping and grab bars. Small jobs done right, booked online.',
    heading: 'Handyman Services',
    servicesHeading: 'Handyman jobs we take on',
    bookHeading: 'Book a handyman',
    bookText: 'List the small jobs and when suits you; we match you with a vetted local handyman.',
    findContractor: 'Find a handyman',
    intro:
      'The list of small jobs never quite gets shorter: a sticking door, a hole in the drywall, a shelf that needs hanging. Book a vetted handyman and clear the list in one visit.',
    sections: [
      {
        heading: 'Small jobs, done properly',
        paragraphs: [
          'Drywall and plaster patches, doors that stick or will not latch, new locks and hardware, TVs, shelves and mirrors mounted into studs, caulk around tubs and windows, loose railings and towel bars, and grab bars set into solid blocking. Each repair is finished so it blends in, not just patched.',
          'Send us the whole list with photos. A handyman can often combine several small jobs into one visit, which is easier for you and better value than booking each separately.',
        ],
      },
      {
        heading: 'Seasonal upkeep for New England homes',
        paragraphs: [
          'Before winter: new weatherstripping and door sweeps, caulking gaps around windows and trim, clearing gutters, and closing the inside shut-off valves for outdoor faucets so they can drain. In spring: repairing screens, touching up paint, resetting loose railings and checking for damage from snow and ice.',
        ],
      },
      {
        heading: 'What a handyman can and cannot do in Massachusetts',
        paragraphs: [
          'Massachusetts generally reserves plumbing, gas and electrical work for licensed tradespeople, including jobs that seem small, such as swapping a light fixture or a faucet. When your list includes those items, we book them with licensed plumbers and electricians so everything is done legally and can be permitted.',
          'Larger home improvement jobs are done by contractors registered under the state\u2019s Home Improvement Contractor program, and in homes built before 1978, disturbing painted surfaces follows lead-safe renovation practices.',
        ],
      },
    ],
    services: [
      'Drywall and plaster repair',
      'Door adjustments, locks and hardware',
      'TV, shelf, mirror and art mounting',
      'Caulking and weatherstripping',
      'Grab bars and safety rails',
      'Minor carpentry and trim repairs',
      'Window screen repair and replacement',
      'Gutter cleaning',
    ],
    faqs: [
      {
        question: 'Can you do several small jobs in one visit?',
        answer:
          'Yes, that is the best way to use a handyman. Send the full list with photos when you book so the right tools and materials come on the first visit.',
      },
      {
        question: 'Can a handyman do plumbing or electrical work?',
        answer:
          'Not in Massachusetts, where that work is licensed. We book those items with licensed plumbers or electricians, and they can often be scheduled for the same day.',
      },
      {
        question: 'What if a small job turns out to be bigger?',
        answer:
          'The handyman stops and explains what was found, such as rot behind a loose trim board, and you get a revised proposal before any extra work is done.',
      },
    ],
    areasServed: CORE_TOWNS,
  },
  {
    key: 'heat-pumps',
    tradeName: 'Heat Pumps',
    title: 'Heat Pump Installation in Southborough, MA',
    metaDescription:
      'Cold-climate heat pumps designed from a room-by-room heat loss calculation and installed in Southborough, MA, with help applying for Mass Save rebates.',
    heading: 'Heat Pump Installation',
    servicesHeading: 'Heat pump work we do',
    bookHeading: 'Book a heat pump installer',
    bookText: 'Tell us about the house and how it is heated now; we match you with a vetted local heat pump installer.',
    findContractor: 'Find a heat pump installer',
    intro:
      'Modern cold-climate heat pumps heat homes through Massachusetts winters and cool them in summer with one system. We arrange design and installation by vetted local HVAC contractors and help you through the rebate paperwork.',
    sections: [
      {
        heading: 'How heat pumps work in a cold climate',
        paragraphs: [
          'An air-source heat pump moves heat rather than burning fuel to make it. Cold-climate models keep heating well below freezing and are rated for their output at 5\u00b0F, which is the figure to compare when you choose one. In summer the same system runs in reverse as an air conditioner.',
          'Some homeowners replace oil, propane or electric resistance heat entirely; others keep the existing boiler or furnace as backup for the coldest days, with controls that run the heat pump first. Either approach can work if it is designed for your house.',
        ],
      },
      {
        heading: 'Sized for your house, not a rule of thumb',
        paragraphs: [
          'A good design starts with a room-by-room heat loss calculation, such as ACCA Manual J, based on your insulation, windows and air leakage. An oversized heat pump cycles on and off, dehumidifies poorly and costs more; an undersized one leans on backup heat. Air sealing and insulation first can mean a smaller, cheaper system.',
          'Homes with ducts can use a ducted system if the ductwork is sized and sealed properly; homes with hot-water baseboard often use ductless indoor units or a mix. Outdoor units are set on stands or brackets above the snow line and away from roof drip lines, with a clear path for defrost water so it does not freeze on walkways.',
        ],
      },
      {
        heading: 'Mass Save rebates, permits and licensing',
        paragraphs: [
          'Mass Save offers rebates and 0% financing for qualifying heat pump systems to customers of its sponsoring utilities. Eligibility rules change, and may include using qualifying equipment, a participating installer, a home energy assessment or weatherization, so check current terms before you commit. Customers of municipal light plants in towns around here should check their light department\u2019s own programs.',
          'Installation involves electrical work by licensed electricians under a wiring permit, and refrigerant work by technicians certified under EPA Section 608. The contractor confirms whether your panel has enough capacity and handles the permits and inspections.',
        ],
      },
    ],
    services: [
      'Whole-home ducted heat pump systems',
      'Ductless and mixed ducted and ductless systems',
      'Conversions from oil, propane or electric heat',
      'Heat pumps alongside an existing boiler or furnace',
      'Room-by-room heat loss calculations and system design',
      'Help with Mass Save rebate applications',
      'Heat pump maintenance and repair',
    ],
    faqs: [
      {
        question: 'Will a heat pump keep my house warm on the coldest nights?',
        answer:
          'A properly sized cold-climate heat pump can, in a reasonably insulated house. Check the manufacturer\u2019s published capacity at 5\u00b0F against your heat loss calculation. Many homeowners keep their existing system as backup for the coldest stretches.',
      },
      {
        question: 'Do I have to remove my boiler or furnace?',
        answer:
          'No. Keeping it as backup is common. Some rebate programs treat full replacement and partial systems differently, so decide with the current rebate terms in hand.',
      },
      {
        question: 'Will I need a new electrical panel?',
        answer:
          'Sometimes. A load calculation shows whether your existing service has room for the heat pump. Many homes with 200-amp service do; many with 100-amp service need an upgrade or load management.',
      },
    ],
    areasServed: WIDER_TOWNS,
  },
  {
    key: 'landscaping',
    tradeName: 'Landscaping',
    title: 'Landscaping and Hardscaping in Southborough, MA',
    metaDescription:
      'Seasonal clean-ups, planting, lawns, patios, walkways and retaining walls in Southborough, MA, with Dig Safe notice and wetlands rules checked up front.',
    heading: 'Landscaping and Hardscaping',
    servicesHeading: 'Landscaping work we do',
    bookHeading: 'Book a landscaper',
    bookText: 'Describe the yard and what you would like done; we match you with a vetted local landscaper.',
    findContractor: 'Find a landscaper',
    intro:
      'From spring clean-ups to a new stone patio, we arrange landscaping with vetted local crews who know central Massachusetts soil, seasons and rules. Tell us what you want your yard to do for you, and we will match you with the right crew.',
    sections: [
      {
        heading: 'Seasonal care',
        paragraphs: [
          'Spring clean-ups clear winter debris, edge and mulch beds, and cut back perennials. Fall clean-ups remove leaves before they smother the lawn. Late summer into early fall is the best time to aerate and overseed the cool-season grasses that grow here, while the soil is still warm and the weeds are slowing down.',
          'New plantings are chosen to be hardy through central Massachusetts winters and suited to the sun, soil and moisture of each spot. Native shrubs and perennials support pollinators and generally need less water once established.',
        ],
      },
      {
        heading: 'Patios, walkways and walls',
        paragraphs: [
          'Patios and walkways in pavers or natural stone are built on an excavated, compacted gravel base deep enough to resist frost heave, pitched away from the house so water drains, and finished with edge restraints and joint sand. Steps get consistent riser heights so they are safe to walk in the dark.',
          'Low garden and retaining walls are built with a drainage layer behind them so water pressure and frost do not push them over. Taller retaining walls generally need an engineered design and a building permit.',
        ],
      },
      {
        heading: 'Before digging: Dig Safe and wetlands',
        paragraphs: [
          'Massachusetts law requires notifying Dig Safe (811) at least 72 hours before mechanized digging, not counting weekends and holidays. Dig Safe marks public utility lines only, so private lines such as irrigation, invisible fencing, outdoor lighting and lines to outbuildings have to be located separately.',
          'Many properties around Southborough border wetlands, streams or reservoir land. Under the Massachusetts Wetlands Protection Act, work within 100 feet of a wetland, or within 200 feet of a perennial stream, may need approval from the town\u2019s conservation commission first. Massachusetts also limits phosphorus in lawn fertilizer unless a soil test shows it is needed.',
        ],
      },
    ],
    services: [
      'Spring and fall clean-ups',
      'Mulching, edging and bed maintenance',
      'Planting trees, shrubs and perennials',
      'Lawn aeration, overseeding and new lawns',
      'Paver and natural stone patios and walkways',
      'Retaining walls and garden walls',
      'Grading and drainage improvements',
      'Brush clearing',
    ],
    faqs: [
      {
        question: 'When is the best time to seed a lawn?',
        answer:
          'Late summer to early fall, roughly mid-August through September here. Spring seeding works too, but young grass then has to survive summer heat and crabgrass competition.',
      },
      {
        question: 'Do I need a permit for a patio?',
        answer:
          'A patio at ground level usually does not need a building permit, but work near wetlands may need conservation commission approval, and taller retaining walls need a permit. The contractor checks with your town before the work is scheduled.',
      },
      {
        question: 'Who calls Dig Safe?',
        answer:
          'The contractor doing the excavation places the Dig Safe request and waits for the marks before digging. Point out any private lines you know of, such as irrigation or lighting, when you book.',
      },
    ],
    areasServed: [...CORE_TOWNS, 'Sudbury', 'Wayland', 'Shrewsbury', 'Grafton', 'Berlin', 'Boylston'],
  },
  {
    key: 'masonry',
    tradeName: 'Masonry',
    title: 'Masonry Repair and Stonework in Southborough, MA',
    metaDescription:
      'Brick repointing, stone walls, steps, walkways and foundation repairs in Southborough, MA, built with mortars and details that stand up to freeze-thaw.',
    heading: 'Masonry Repair and Stonework',
    servicesHeading: 'Masonry work we do',
    bookHeading: 'Book a mason',
    bookText: 'Describe the wall, steps, patio or chimney and when suits you; we match you with a vetted local mason.',
    findContractor: 'Find a mason',
    intro:
      'Brick, stone and concrete last for generations when they are built and repaired with the New England climate in mind. We connect you with vetted local masons for repairs and new work, from repointing an old chimney to rebuilding front steps.',
    sections: [
      {
        heading: 'Freeze-thaw and repointing',
        paragraphs: [
          'Water that soaks into masonry freezes and expands dozens of times each winter. Over the years that cracks mortar joints, pops the faces off bricks and loosens stones. Repointing cuts out the deteriorated mortar to a consistent depth and packs in new mortar, tooled to shed water.',
          'The new mortar has to suit the masonry. Older brick is often softer than modern brick, and a hard, cement-rich mortar can force the brick itself to crack and spall. Historic work usually calls for a softer, lime-rich mix, matched in color and texture to the original.',
        ],
      },
      {
        heading: 'Brick, stone and foundations',
        paragraphs: [
          'Masons here repair and build brick and stone steps, walkways, patios and garden walls, dry-laid and mortared fieldstone walls, stone veneer, and fireplaces. Many older homes sit on fieldstone or rubble foundations, where loose stones can be reset, joints repointed and interior walls parged.',
          'White, powdery deposits on brick, called efflorescence, are salts carried out by moving water. Cleaning them off is easy, but the lasting fix is finding and stopping the water, whether it is a downspout, grading or a cracked cap.',
        ],
      },
      {
        heading: 'Concrete steps, weather and permits',
        paragraphs: [
          'Concrete steps and walks in a freeze-thaw climate need air-entrained concrete, proper drainage and a base that does not hold water. New concrete should not get de-icing salt in its first winter; sand gives traction without damaging the surface.',
          'Mortar and concrete must be kept from freezing while they cure, so most masonry is scheduled from spring through fall, with cold-weather protection when work has to continue later. Structural work, such as foundations and retaining walls, needs a building permit and a licensed construction supervisor, which the contractor arranges.',
        ],
      },
    ],
    services: [
      'Brick and stone repointing',
      'Front steps and stoops, repaired or rebuilt',
      'Fieldstone walls, dry-laid or mortared',
      'Brick, stone and paver walkways and patios',
      'Foundation repointing, crack repair and parging',
      'Stone veneer',
      'Chimney masonry repairs',
    ],
    faqs: [
      {
        question: 'What causes the white powder on my brick?',
        answer:
          'That is efflorescence: salts left behind as water moves through the masonry and evaporates. It is a sign of water getting in. A mason can clean it and, more importantly, find where the water comes from.',
      },
      {
        question: 'Can masonry be done in winter?',
        answer:
          'Repairs can be done in mild spells, and larger jobs can continue with heated enclosures and insulated blankets, but mortar and concrete must not freeze while they cure. Most projects are scheduled between spring and late fall.',
      },
      {
        question: 'Should my cracked steps be repaired or replaced?',
        answer:
          'Surface cracks and a few loose bricks can usually be repaired. Steps that have heaved, tipped toward the house or are breaking up throughout usually need rebuilding on a proper base.',
      },
    ],
    areasServed: [...CORE_TOWNS, 'Sudbury', 'Shrewsbury', 'Grafton', 'Hudson', 'Worcester'],
  },
  {
    key: 'mini-splits',
    tradeName: 'Mini Splits',
    title: 'Ductless Mini Split Installation in Southborough, MA',
    metaDescription:
      'Ductless mini splits installed in Southborough, MA for homes without ducts, additions, attics and offices. Cold-climate models sized per room, rebate help.',
    heading: 'Ductless Mini Split Installation',
    servicesHeading: 'Mini split work we do',
    bookHeading: 'Book a mini split installer',
    bookText: 'Tell us which rooms need heating or cooling; we match you with a vetted local mini split installer.',
    findContractor: 'Find a mini split installer',
    intro:
      'Ductless mini splits heat and cool individual rooms without ductwork, which makes them a natural fit for the many New England homes heated by hot-water baseboard or radiators. We arrange sizing, installation and service with vetted local HVAC contractors.',
    sections: [
      {
        heading: 'Where a mini split fits',
        paragraphs: [
          'Mini splits are a good choice for homes without ducts, for rooms the main system never quite reaches, and for additions, finished attics, rooms over garages, sunrooms, basements and home offices. A single-zone system pairs one outdoor unit with one indoor unit; a multi-zone system runs several indoor units from one outdoor unit.',
          'Indoor units come as high-wall units, ceiling cassettes, floor consoles and small concealed-duct air handlers that serve a few rooms through short ducts. The right style depends on the room, the furniture and how visible you want the equipment to be.',
        ],
      },
      {
        heading: 'Details that make an installation last',
        paragraphs: [
          'Each zone is sized to the room\u2019s heat loss and cooling load. An oversized unit cycles on and off, dehumidifies poorly in summer and wears faster. The outdoor unit sits on a stand or wall bracket above the snow line and out from under roof edges where snow and ice fall, with room for defrost water to drain.',
          'Refrigerant lines are pressure-tested and evacuated to the manufacturer\u2019s standard before the system is charged, line sets are covered neatly, and condensate drains run to a proper outlet or a pump. Each system gets a dedicated circuit installed by a licensed electrician under permit.',
        ],
      },
      {
        heading: 'Rebates and upkeep',
        paragraphs: [
          'Mass Save offers rebates for qualifying cold-climate systems to customers of its sponsoring utilities, and municipal light plants run their own programs. Requirements change, so the contractor checks current eligibility with you before the equipment is ordered.',
          'Indoor filters need rinsing regularly, often monthly during heavy use. Coils and blower wheels need periodic professional cleaning, and the outdoor unit needs to be kept clear of snow, leaves and shrubs.',
        ],
      },
    ],
    services: [
      'Single-zone mini split installation',
      'Multi-zone systems',
      'Ceiling cassettes, floor consoles and concealed-duct units',
      'Replacement of older ductless units',
      'Cleaning and maintenance',
      'Troubleshooting and repair',
      'Dedicated electrical circuits by licensed electricians',
      'Help with Mass Save rebate paperwork',
    ],
    faqs: [
      {
        question: 'Can mini splits heat my whole house?',
        answer:
          'They can if the system is designed for the whole house, with enough indoor units for rooms that have doors closed and a heat loss calculation behind the sizing. Many homeowners start with a few rooms and keep the boiler for the rest.',
      },
      {
        question: 'Will a mini split work with my existing boiler?',
        answer:
          'Yes. The two systems can run side by side, with the mini split carrying most of the load and the boiler covering the coldest days, hot water and rooms the mini split does not reach.',
      },
      {
        question: 'How often do the filters need cleaning?',
        answer:
          'Check them monthly when the system is running hard in winter or summer and rinse them when they look dusty. Clean filters keep efficiency up and the indoor coil clean.',
      },
    ],
    areasServed: WIDER_TOWNS,
  },
  {
    key: 'painting',
    tradeName: 'Painting',
    title: 'Interior and Exterior Painting in Southborough, MA',
    metaDescription:
      'Interior and exterior painting in Southborough, MA with thorough prep, lead-safe practices for pre-1978 homes and a schedule suited to New England weather.',
    heading: 'Interior and Exterior Painting',
    servicesHeading: 'Painting work we do',
    bookHeading: 'Book a painter',
    bookText: 'Describe the rooms or the outside and when suits you; we match you with a vetted local painter.',
    findContractor: 'Find a painter',
    intro:
      'A paint job is mostly preparation: scraping, patching, sanding, priming and caulking before the first finish coat goes on. We match you with vetted local painters who do that work properly, inside and out.',
    sections: [
      {
        heading: 'Interior painting',
        paragraphs: [
          'Walls, ceilings, trim, doors and cabinets. Cracks and nail pops are repaired, stains are sealed with the right primer so they do not bleed through, gaps in trim are caulked, and glossy surfaces are sanded so new paint bonds. Furniture is moved and covered, and floors are protected.',
          'Sheen matters as much as color: flat for ceilings, eggshell or matte for most walls, satin for kitchens, baths and kids\u2019 rooms, and semi-gloss for trim and doors. Low-odor, low-VOC paints are standard for occupied homes.',
        ],
      },
      {
        heading: 'Exterior painting and the New England season',
        paragraphs: [
          'Exterior work starts with washing, scraping loose paint, sanding edges smooth, replacing rotted trim, priming bare wood and caulking joints. Cedar shingles and clapboards can be stained instead of painted, and vinyl siding can be painted with colors formulated for vinyl.',
          'Every exterior paint has a minimum air and surface temperature on its label and needs dry conditions while it cures. In this area that usually means a season from late spring to mid-fall, starting after morning dew has dried and finishing before evening dampness.',
        ],
      },
      {
        heading: 'Lead-safe work in homes built before 1978',
        paragraphs: [
          'Paint applied before 1978 may contain lead. Under the federal Renovation, Repair and Painting Rule, administered in Massachusetts by the Department of Labor Standards, disturbing painted surfaces in these homes must be done by a certified lead-safe renovation contractor using containment, dust control and specialized cleanup.',
          'That rules out open-flame burning, uncontained power sanding and power washing that sends paint chips into the yard. Separately, the Massachusetts Lead Law requires owners of pre-1978 homes where a child under six lives to have lead hazards abated by licensed deleaders; painting alone does not satisfy it.',
        ],
      },
    ],
    services: [
      'Interior walls, ceilings and trim',
      'Exterior painting and staining',
      'Kitchen cabinet painting',
      'Deck and fence staining',
      'Drywall and plaster repair before painting',
      'Lead-safe painting for pre-1978 homes',
      'Wallpaper removal',
    ],
    faqs: [
      {
        question: 'When can exterior painting be done?',
        answer:
          'Whenever temperatures meet the paint\u2019s label minimum and the weather is dry, which here usually means late spring through mid-fall. Interior painting can be done year-round.',
      },
      {
        question: 'How long will an exterior paint job last?',
        answer:
          'It depends far more on preparation and exposure than on the paint. Sides facing south and west weather fastest. A well-prepared job with quality paint usually lasts many years, and touching up failing spots early extends it.',
      },
      {
        question: 'How do I know if lead-safe rules apply to my house?',
        answer:
          'If your home was built before 1978, assume they apply unless testing shows the paint being disturbed is lead-free. The painter can test the surfaces in the scope before work starts.',
      },
    ],
    areasServed: [...CORE_TOWNS, 'Sudbury', 'Wayland', 'Natick', 'Shrewsbury', 'Hudson'],
  },
  {
    key: 'power-washing',
    tradeName: 'Power Washing',
    title: 'Power Washing and Soft Washing in Southborough, MA',
    metaDescription:
      'House soft washing, roof stain removal, deck, driveway and patio cleaning in Southborough, MA, at the right pressure for each surface and safe for plants.',
    heading: 'Power Washing and Soft Washing',
    servicesHeading: 'What we wash',
    bookHeading: 'Book power washing',
    bookText: 'Tell us what needs washing, siding, deck or driveway; we match you with a vetted local power washing crew.',
    findContractor: 'Find a power washing crew',
    intro:
      'Shaded, wooded lots like many around Southborough grow mildew and algae on siding, roofs and decks. Cleaning them the right way, with the right pressure for each surface, brightens the house without damaging it.',
    sections: [
      {
        heading: 'The right pressure for each surface',
        paragraphs: [
          'Vinyl siding, painted surfaces and roofs are soft washed: low pressure with cleaning solutions that kill mildew and algae, then a gentle rinse. High pressure can force water behind siding, strip paint and, on asphalt shingle roofs, remove the granules that protect the shingles.',
          'Concrete driveways, walkways and pavers can take higher pressure. Wood decks and fences are cleaned at low pressure so the grain is not raised or gouged, which also leaves them ready for stain.',
        ],
      },
      {
        heading: 'What gets cleaned',
        paragraphs: [
          'Green and black growth on north-facing siding, dark streaks on roofs caused by algae, moss on shaded roof slopes, gray decks and fences, and oil-stained or mossy driveways, patios and walkways. Pavers can be cleaned and their joints re-sanded.',
          'Many customers book power washing in spring to clear winter grime, or before painting or staining, since new coatings bond best to a clean surface.',
        ],
      },
      {
        heading: 'Protecting your home, plants and older paint',
        paragraphs: [
          'Windows are closed, outdoor outlets and lights are protected, plants are wet down and covered, and cleaning solutions are chosen and rinsed so they do not harm landscaping. Wash water and cleaners are kept out of storm drains, which flow to local streams and ponds.',
          'On homes built before 1978, the paint may contain lead. Washing loose paint off these surfaces is regulated renovation work that needs containment and cleanup of paint chips, so tell us the age of your home when you book.',
        ],
      },
    ],
    services: [
      'House soft washing for vinyl, wood and painted siding',
      'Roof algae and moss removal by soft washing',
      'Deck and fence cleaning',
      'Driveway, walkway and patio cleaning',
      'Paver cleaning and joint re-sanding',
      'Surface preparation before painting or staining',
    ],
    faqs: [
      {
        question: 'Will power washing damage my siding?',
        answer:
          'Not when it is done correctly. Siding is soft washed at low pressure; high pressure is reserved for concrete and masonry that can take it.',
      },
      {
        question: 'Are the black streaks on my roof a problem?',
        answer:
          'The streaks are algae and are mostly cosmetic. Moss is different: it holds moisture against the shingles and can shorten their life, so it is worth removing gently.',
      },
      {
        question: 'Do I need to be home?',
        answer:
          'Not necessarily. We need access to an outdoor faucet with good water flow, windows closed, and vehicles and outdoor furniture moved away from the work area.',
      },
    ],
    areasServed: [...CORE_TOWNS, 'Sudbury', 'Wayland', 'Natick', 'Shrewsbury', 'Grafton', 'Hudson'],
  },
  {
    key: 'roofing',
    tradeName: 'Roofing',
    title: 'Roof Replacement and Repair in Southborough, MA',
    metaDescription:
      'Roof replacement and repair in Southborough, MA: asphalt shingles, flat roofs, flashing, ice dam prevention and storm damage fixes by licensed roofers.',
    heading: 'Roof Replacement and Repair',
    servicesHeading: 'Roofing work we do',
    bookHeading: 'Book a roofer',
    bookText: 'Describe the roof and what you have noticed; we match you with a vetted local roofer.',
    findContractor: 'Find a roofer',
    intro:
      'A roof in central Massachusetts has to handle heavy snow, ice dams, nor\u2019easter winds and summer heat. We match you with vetted local roofers for repairs, storm damage and full replacements, with permits handled.',
    sections: [
      {
        heading: 'Ice dams and how to prevent them',
        paragraphs: [
          'Ice dams form when heat escaping into the attic melts snow on the roof and the meltwater refreezes at the colder eaves. Water then backs up under the shingles and leaks into walls and ceilings. Shingles alone cannot stop it; the lasting fix is air sealing and insulating the attic floor and ventilating the roof so the deck stays cold.',
          'The building code here requires an ice barrier at the eaves, usually a self-adhering membrane, and a new roof is the time to run it further up the roof where dams are common. Mass Save offers incentives for insulation and air sealing through its home energy assessments.',
        ],
      },
      {
        heading: 'Roof replacement',
        paragraphs: [
          'Most homes here have asphalt architectural shingles. Massachusetts building code limits roofs to two layers, and a full tear-off is usually worth it anyway: it exposes the roof deck so rotted boards can be replaced and lets the ice barrier, underlayment, drip edge and flashing be installed correctly.',
          'Step and counter flashing at walls and chimneys, new vent boots and ridge ventilation matched to soffit intake complete the job. Low-slope porch and dormer roofs get a membrane such as EPDM or TPO, and standing-seam metal is an option for some homes. Reroofing needs a building permit and is done under a licensed construction supervisor by a registered home improvement contractor.',
        ],
      },
      {
        heading: 'Repairs and storm damage',
        paragraphs: [
          'Most leaks come from flashing around chimneys, skylights, walls and vent pipes rather than from the shingles themselves. A careful repair traces the leak to its source before replacing anything.',
          'After a storm, lifted or missing shingles and damage from fallen limbs can be tarped to keep water out until a permanent repair. Take photos before anything is moved; the roofer documents the damage for your insurance claim, and you deal with your insurer on what is covered.',
        ],
      },
    ],
    services: [
      'Full roof replacement with asphalt shingles',
      'Roof repairs and leak tracing',
      'Flashing repair at chimneys, walls and skylights',
      'Ice barrier and roof ventilation upgrades',
      'Low-slope roofing in EPDM or TPO',
      'Storm damage repair and temporary tarping',
      'Gutters and downspouts',
      'Skylight replacement',
    ],
    faqs: [
      {
        question: 'Repair or replace?',
        answer:
          'A roof with isolated damage and plenty of life left is worth repairing. If the shingles are curling, losing granules or leaking in several places, or the roof is near the end of its expected life, replacement is usually the better value.',
      },
      {
        question: 'Can new shingles go over the old ones?',
        answer:
          'Code allows at most two layers, but a tear-off is usually recommended because it lets the roofer fix the deck, install ice barrier and replace flashing properly.',
      },
      {
        question: 'What should I do if an ice dam is leaking?',
        answer:
          'Pull snow off the lower few feet of the roof with a roof rake from the ground, and do not climb onto an icy roof or chip at the ice. Catch the water inside and contact us so the leak and its cause can be addressed.',
      },
    ],
    areasServed: WIDER_TOWNS,
  },
  {
    key: 'storm-door',
    tradeName: 'Storm Door',
    title: 'Storm Door Installation in Southborough, MA',
    metaDescription:
      'Storm doors installed or replaced in Southborough, MA: full-view, ventilating and retractable-screen models, fitted to out-of-square openings, wind-ready.',
    heading: 'Storm Door Installation and Repair',
    servicesHeading: 'Storm door work we do',
    bookHeading: 'Book a storm door installer',
    bookText: 'Tell us about the doorway and the door you want; we match you with a vetted local installer.',
    findContractor: 'Find a storm door installer',
    intro:
      'A storm door adds a layer of protection for your entry door, lets in a breeze through the screen in summer, and cuts drafts in winter. We arrange installation and repair with vetted local installers who fit it properly to your opening.',
    sections: [
      {
        heading: 'Choosing a storm door',
        paragraphs: [
          'Full-view doors have one large glass panel that swaps for a screen in summer. Ventilating doors have glass panels that slide to open a screen, and retractable-screen models roll the screen away when you do not need it. Aluminum-clad doors with a solid core are sturdier than hollow aluminum ones.',
          'Low-E glass reduces heat buildup and fading, and handles with a keyed deadbolt add security. If you have pets or children, look at doors with a protective lower panel or a pet-resistant screen.',
        ],
      },
      {
        heading: 'A proper fit in older openings',
        paragraphs: [
          'Many entry openings in older homes are not square. The installer measures the opening in several places, uses the door\u2019s expander or adjustable frame to close the gaps, and fits the frame tight to the trim so the door seals and latches without binding.',
          'New England wind catches storm doors and can tear them off their hinges. A properly adjusted closer, often two on taller doors, and a wind chain or built-in hold-open stop that from happening. Sweeps and weatherstripping finish the seal at the bottom and sides.',
        ],
      },
      {
        heading: 'Protecting your entry door',
        paragraphs: [
          'When sun hits a full-glass storm door, heat can build up in the space between it and the entry door and damage paint, vinyl or fiberglass. Some entry door manufacturers warn about this. On south- or west-facing doors, a ventilating model or low-E glass is the safer choice.',
          'For existing storm doors, worn closers, broken latches, torn screens and cracked glass can usually be replaced without replacing the whole door.',
        ],
      },
    ],
    services: [
      'New storm door installation',
      'Replacement of old storm doors',
      'Closer, latch and handle replacement',
      'Glass and screen panel replacement',
      'Retractable screen installation',
      'Weatherstripping and door sweeps',
      'Removal and disposal of the old door',
    ],
    faqs: [
      {
        question: 'Is a storm door worth it?',
        answer:
          'For an older or wood entry door, yes: it shields the door from weather, cuts drafts and adds ventilation with the screen. For a new, well-sealed door in direct sun, weigh the heat-buildup issue first.',
      },
      {
        question: 'Which side should the hinges go on?',
        answer:
          'Usually the same side as the entry door\u2019s hinges, so both doors open the same way. On a narrow step or next to a railing, the installer may suggest the other side for safety.',
      },
      {
        question: 'How long does installation take?',
        answer:
          'Most installations take a few hours. Out-of-square openings or rotted trim that needs repair first can add time, which you will know about before the work starts.',
      },
    ],
    areasServed: CORE_TOWNS,
  },
  {
    key: 'windows',
    tradeName: 'Windows',
    title: 'Window Replacement and Repair in Southborough, MA',
    metaDescription:
      'Replacement windows, storm windows and wood window repair in Southborough, MA, installed with lead-safe practices in pre-1978 homes and permits handled.',
    heading: 'Window Replacement and Repair',
    servicesHeading: 'Window work we do',
    bookHeading: 'Book a window installer',
    bookText: 'Tell us how many windows and what is wrong with them; we match you with a vetted local window contractor.',
    findContractor: 'Find a window contractor',
    intro:
      'New windows can make a house quieter, more comfortable and easier to heat, but old wood windows can often be repaired for less. We arrange replacements and repairs with vetted local installers and help you choose the option that fits your house.',
    sections: [
      {
        heading: 'Replacement options',
        paragraphs: [
          'Insert, or pocket, replacement sets a new window inside the existing frame and keeps your interior and exterior trim, with little disruption. Full-frame replacement removes the old frame as well, and is the right call when the frame is rotted or when you want to fix flashing and air leaks around the opening.',
          'Frames come in vinyl, fiberglass, wood and clad wood, in double-hung, casement, sliding and awning styles. Bedrooms, including basement bedrooms, need windows that meet the building code\u2019s emergency escape size.',
        ],
      },
      {
        heading: 'Comfort and efficiency',
        paragraphs: [
          'Compare windows by the NFRC label: a lower U-factor means less heat loss. Windows that meet ENERGY STAR criteria for the northern climate zone suit Massachusetts winters. Low-E coatings and gas-filled double or triple glazing do most of the work, and foam and air sealing around the frame matter as much as the window itself.',
          'If you love your original wood windows, repair is often possible: new sash cords, fresh glazing putty, weatherstripping and paint. Adding interior or exterior storm windows with low-E glass makes them far more efficient while keeping the original sash.',
        ],
      },
      {
        heading: 'Lead-safe work and permits',
        paragraphs: [
          'Windows in homes built before 1978 often have lead paint, especially on sashes and sills where friction creates dust. Removing them is regulated renovation work, done by a certified lead-safe renovation contractor with containment, dust control and HEPA cleanup.',
          'Window replacement in Massachusetts generally needs a building permit and is done by a registered home improvement contractor with the appropriate construction supervisor license. If your home is in a local historic district, changes visible from the street may need the historic district commission\u2019s review first.',
        ],
      },
    ],
    services: [
      'Insert and full-frame window replacement',
      'New-construction and egress windows',
      'Interior and exterior storm windows',
      'Wood window repair: sash cords, glazing and weatherstripping',
      'Replacement of fogged or broken insulated glass',
      'Window trim and sill rot repair',
      'Lead-safe removal of old windows',
    ],
    faqs: [
      {
        question: 'My window is foggy between the panes. Do I need a new window?',
        answer:
          'Not always. Fogging means the seal of the insulated glass unit has failed. If the frame and sash are sound, the glass unit alone can often be replaced.',
      },
      {
        question: 'Can windows be replaced in winter?',
        answer:
          'Yes. Installers work one opening at a time, so each one is open only briefly. Very cold days can slow caulking and painting, which may be finished when the weather warms.',
      },
      {
        question: 'Should I repair or replace my old wood windows?',
        answer:
          'If the sash and frames are mostly sound, repair plus storm windows preserves the character of the house at a lower cost. If there is widespread rot or you want tilt-in cleaning and modern glass, replacement makes sense.',
      },
    ],
    areasServed: [...CORE_TOWNS, 'Sudbury', 'Wayland', 'Natick', 'Shrewsbury', 'Hudson', 'Berlin'],
  },
  {
    key: 'plumbing',
    tradeName: 'Plumbing',
    title: 'Plumbing Services Company in Southborough, MA',
    metaDescription:
      'Licensed plumbers in Southborough, MA for leaks, water heaters, fixtures, drains, sump pumps, gas piping and frozen pipes, permitted to the state code.',
    heading: 'Plumbing Services Company in Southborough, MA',
    servicesHeading: 'Plumbing work we do',
    bookHeading: 'Book a plumber',
    bookText: 'Describe the problem or the project and when suits you; we match you with a licensed local plumber.',
    findContractor: 'Find a plumber',
    intro:
      'From a dripping faucet to a failed water heater, plumbing problems rarely wait for a convenient moment. We book licensed local plumbers who diagnose the problem, explain the options in plain language and do the work to the Massachusetts plumbing code.',
    sections: [
      {
        heading: 'Licensed plumbers and gas fitters',
        paragraphs: [
          'In Massachusetts, plumbing and gas fitting must be done by plumbers and gas fitters licensed by the Board of State Examiners of Plumbers and Gas Fitters, following the state plumbing and fuel gas codes in 248 CMR. Most work, including replacing a water heater, needs a permit from your town\u2019s plumbing and gas inspector.',
          'The plumber on your job takes out the permit, does the work and arranges the inspection. You receive a written proposal before work starts, with any deposit capped at one third of the price.',
        ],
      },
      {
        heading: 'Everyday plumbing work',
        paragraphs: [
          'Leaking pipes and valves, running toilets, dripping faucets and slow drains; new sinks, toilets, faucets and showers; sump pumps and backwater valves; and pressure tanks for homes on private wells. Old gate valves at the main shut-off are worth replacing with ball valves that close reliably when you need them.',
          'Water heaters are a common call. Options include standard tank heaters, tankless units and heat pump water heaters, which Mass Save supports with rebates for qualifying models. The right choice depends on your household\u2019s hot water use, the space and the fuel available.',
        ],
      },
      {
        heading: 'Winter, frozen pipes and prevention',
        paragraphs: [
          'Pipes in exterior walls, crawlspaces, garages and over unheated spaces are the ones that freeze. Before winter, close the inside valves to outdoor faucets and drain them, or install frost-free sillcocks, and insulate vulnerable pipes. Keep the heat on when you travel.',
          'If a pipe freezes, shut off the main valve before it thaws, open the faucet it serves, and never use an open flame to thaw it. If a pipe has burst and water has spread, our water remediation service can dry the house out while the plumber makes the repair.',
        ],
      },
    ],
    services: [
      'Leak detection and repair',
      'Water heater installation and repair, including heat pump models',
      'Faucet, sink, toilet and shower installation',
      'Drain cleaning',
      'Sump pump installation and replacement',
      'Gas piping for ranges, dryers and generators by licensed gas fitters',
      'Frozen pipe repair and winter prevention',
      'Main shut-off valve and well pressure tank replacement',
    ],
    faqs: [
      {
        question: 'Do I need a permit to replace my water heater?',
        answer:
          'Yes. In Massachusetts, water heater replacement requires a plumbing permit, and a gas permit for gas units. The licensed plumber handles both and the inspection.',
      },
      {
        question: 'Where is my main water shut-off?',
        answer:
          'Usually in the basement where the water line comes through the foundation, next to the meter on town water or near the pressure tank on a well. Find it and make sure it turns before you need it in an emergency.',
      },
      {
        question: 'Is a heat pump water heater worth it?',
        answer:
          'For many homes with a basement or large utility room, yes. They use much less electricity than standard electric tanks and qualify for Mass Save rebates, but they need space, airflow and a condensate drain.',
      },
      {
        question: 'Why is my water heater making popping noises?',
        answer:
          'Usually sediment has built up in the bottom of the tank. Flushing can help; on an older tank it can also be a sign the heater is near the end of its life.',
      },
    ],
    areasServed: WIDER_TOWNS,
  },
  {
    key: 'water-remediation',
    tradeName: 'Water Remediation',
    title: 'Water Remediation and Restoration in the Southboro Area',
    metaDescription:
      'Water damage cleanup in the Southboro area: extraction, structural drying, moisture mapping, mold prevention and repairs after burst pipes and flooding.',
    heading: 'Water Remediation and Restoration in the Southboro Area',
    servicesHeading: 'Water damage work we do',
    bookHeading: 'Get water damage handled',
    bookText: 'Tell us where the water is and how long it has been there; we match you with a vetted local remediation crew.',
    findContractor: 'Find a water remediation contractor',
    intro:
      'Water damage gets worse by the hour, so the first steps matter. We arrange water extraction, drying and restoration with vetted local remediation contractors, then coordinate the repairs so your home is put back together.',
    sections: [
      {
        heading: 'The first hours after water damage',
        paragraphs: [
          'Stop the water at the main shut-off if you can, and keep away from standing water near outlets or appliances; turn off power to the area at the panel only if you can reach it safely. Photograph the damage before anything is moved, lift furniture off wet floors and move valuables to a dry room.',
          'Do not use a household vacuum on water. Mold can start to grow on wet materials within 24 to 48 hours, which is why drying needs to start quickly.',
        ],
      },
      {
        heading: 'How drying works',
        paragraphs: [
          'The technician maps the moisture with meters and thermal imaging, classifies the water as clean, gray or contaminated following the industry\u2019s IICRC S500 standard, and extracts standing water. Materials that cannot be dried, such as soaked carpet pad, saturated insulation and wet drywall near the floor, are removed.',
          'Dehumidifiers and air movers dry the structure, and readings are taken until the materials reach a normal moisture level, which often takes several days. Water from sewage backups or outside flooding is treated as contaminated, and porous materials it touched are removed rather than dried.',
        ],
      },
      {
        heading: 'Common causes here, insurance and repairs',
        paragraphs: [
          'In this area the usual causes are pipes that freeze and burst, ice dams leaking into ceilings, basements taking on water during spring snowmelt and heavy rain, failed sump pumps, and leaking water heaters, washing machine hoses and dishwashers.',
          'Moisture readings, photos and a record of the work are provided to support an insurance claim; you deal with your insurer on coverage, which varies by policy. Standard homeowners policies often cover sudden pipe bursts but not flooding from outside. Once everything is dry, our trades can handle the drywall, flooring and painting.',
        ],
      },
    ],
    services: [
      'Water extraction',
      'Structural drying and dehumidification',
      'Moisture mapping and monitoring',
      'Removal of damaged drywall, insulation and flooring',
      'Mold prevention and treatment of affected areas',
      'Documentation for insurance claims',
      'Repairs after drying: drywall, flooring and painting',
      'Finding the cause of recurring basement water',
    ],
    faqs: [
      {
        question: 'Does homeowners insurance cover water damage?',
        answer:
          'It depends on the policy and the cause. Sudden events like a burst pipe are often covered; gradual leaks and flooding from outside often are not. Call your insurer early; the documentation we provide supports your claim.',
      },
      {
        question: 'How long does drying take?',
        answer:
          'Often several days, depending on how much water there was, what it soaked into and how quickly drying started. The equipment stays until readings show the materials are dry.',
      },
      {
        question: 'Can my wet carpet be saved?',
        answer:
          'Carpet soaked by clean water can sometimes be dried and kept, though the pad underneath is usually replaced. Carpet soaked by sewage or outside floodwater should be discarded.',
      },
      {
        question: 'Can I just run fans myself?',
        answer:
          'Fans move air across surfaces but do not remove moisture from inside walls, under floors or from the air. Without dehumidification and moisture readings, hidden wet areas can stay wet and grow mold.',
      },
    ],
    areasServed: WIDER_TOWNS,
  },
  {
    key: 'hvac',
    tradeName: 'HVAC',
    title: 'HVAC Installation and Repair in Southborough, MA',
    metaDescription:
      'Boiler, furnace, central air and heat pump installation, repair and tune-ups in Southborough, MA by licensed technicians, with ductwork and controls.',
    heading: 'HVAC Installation and Repair Services',
    servicesHeading: 'HVAC work we do',
    bookHeading: 'Book an HVAC technician',
    bookText: 'Describe the system and what it is doing; we match you with a licensed local HVAC technician.',
    findContractor: 'Find an HVAC contractor',
    intro:
      'Heating is not optional in a Massachusetts winter, and a summer heat wave makes cooling feel just as urgent. We book licensed local HVAC technicians to install, repair and maintain boilers, furnaces, air conditioning and heat pumps.',
    sections: [
      {
        heading: 'Heating systems',
        paragraphs: [
          'Many homes around Southborough are heated by hot-water boilers running on oil, gas or propane, with baseboard or radiators; others have forced-air furnaces. Repairs range from no-heat calls to circulator pumps, zone valves, igniters and controls.',
          'An annual tune-up before the heating season keeps equipment efficient and safe. For oil systems that means cleaning, a new nozzle and filter, and a combustion test; for gas and propane, a check of burners, venting and safety controls. Every visit should include a check for carbon monoxide.',
        ],
      },
      {
        heading: 'Cooling, ductwork and air',
        paragraphs: [
          'Central air conditioning and heat pumps are installed or replaced with equipment sized to your home, not simply matched to the old unit. When an air conditioner needs replacing, a heat pump is worth considering, since it provides cooling and efficient heat from the same equipment.',
          'Ducts running through attics and unheated spaces waste energy if they leak or are poorly insulated. Sealing and insulating them, fixing airflow to rooms that are always too hot or cold, and adding better filtration and modern thermostats or zoning make any system work better.',
        ],
      },
      {
        heading: 'Licensed technicians and safety',
        paragraphs: [
          'Gas work is done by licensed gas fitters, oil burner work by technicians holding the Massachusetts oil burner license, and refrigerant is handled by technicians certified under EPA Section 608. Wiring for new equipment is done by licensed electricians under permit.',
          'Massachusetts requires working carbon monoxide alarms in homes with fuel-burning equipment. Any heating visit is a good time to test yours. You receive a written proposal before installation work starts, with any deposit capped at one third of the price.',
        ],
      },
    ],
    services: [
      'Boiler and furnace installation and replacement',
      'Heating repair for oil, gas and propane systems',
      'Annual heating and cooling tune-ups',
      'Central air conditioning installation and repair',
      'Heat pump systems, ducted and ductless',
      'Ductwork repair, sealing and insulation',
      'Thermostats, zoning and controls',
      'Air filtration and humidity control',
    ],
    faqs: [
      {
        question: 'Should I repair or replace my heating system?',
        answer:
          'Consider the system\u2019s age, the cost of the repair compared with a replacement, how often it has failed and how efficient it is. A technician can lay out both options, including a heat pump, in a written proposal.',
      },
      {
        question: 'How often should my system be serviced?',
        answer:
          'Once a year for heating, ideally before fall, and once a year for cooling in spring. Oil systems in particular need yearly cleaning to run safely and efficiently.',
      },
      {
        question: 'Can my existing ducts be used for a heat pump?',
        answer:
          'Often, if they are sized for the airflow a heat pump needs and sealed well. The technician checks duct size and condition as part of the design.',
      },
    ],
    areasServed: WIDER_TOWNS,
  },
];

export const servicePageByKey = Object.fromEntries(servicePages.map((page) => [page.key, page])) as Record<ServiceKey, ServicePage>;
