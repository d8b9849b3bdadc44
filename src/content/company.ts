import type { AboutPage, MembershipPlanCopy, MembershipPlanName, TitledText } from './types';

// The landing page's words live apart, so the first page loads them without the rest of this file.
export { landingPage } from './landing';

export const COMPANY_NAME = 'Southborough Home Services';
export const COMPANY_LEGAL_NAME = 'Southborough Home Services LLC';
export const COMPANY_ADDRESS = '2 Main Street, Southborough, MA 01772';
export const COMPANY_EMAIL = 'hello@southboroughhomeservices.com';

/** The life of a job, from booking to review; shared by the About page and anywhere the process is explained. */
export const jobSteps: readonly TitledText[] = [
  {
    title: 'Book a job',
    description:
      'Tell us what you need through Book A Job: the trade, a description, the address and a day that suits you. Signed in with your phone number (there is no password to remember), you can add photos and up to three dates, and follow the job from your account.',
  },
  {
    title: 'Get matched with a vetted local contractor',
    description:
      'We match your job with a contractor in the right trade who works in your town. Every contractor we work with has been checked for the Massachusetts registration and licenses their trade requires and for insurance.',
  },
  {
    title: 'Receive a proposal',
    description:
      'The contractor reviews the details, visits if needed, and sends a written proposal with the scope, price, schedule and payment terms. You read it in your account and accept or decline it. Nothing is owed until you accept.',
  },
  {
    title: 'Pay a deposit',
    description:
      'If the proposal asks for a deposit, you pay it online by card. Massachusetts law caps deposits for home improvement work at one third of the price, and we hold every job we book to that cap.',
  },
  {
    title: 'Work is scheduled and done',
    description:
      'The work is scheduled at a time agreed with you. If your plans change, you can ask to reschedule from your account.',
  },
  {
    title: 'Final payment and review',
    description:
      'When the work is finished and you are satisfied, you make the final payment online and review the contractor. Reviews help your neighbors choose and keep the standard of work high.',
  },
];

export const aboutPage: AboutPage = {
  title: 'About Southborough Home Services',
  metaDescription:
    'Southborough Home Services books vetted local contractors for trades, offers membership plans and rents storage units in Southborough, MA and nearby towns.',
  heading: 'About Southborough Home Services',
  intro:
    'We are a local home-services provider in Southborough, Massachusetts. We make it simple to get work done on your home or business by booking vetted local contractors, and we offer membership plans and storage units alongside the trades.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Finding a good tradesperson usually means asking around, waiting for callbacks and hoping the quote is fair. Southborough Home Services exists to fix that for our town and the towns around it: one place to book more than twenty trades, from plumbing and electrical work to roofing, painting and landscaping.',
        'We do not hand you a list of names. We match each job with a vetted local contractor, stay involved from booking to final payment, and keep the proposal, payments and messages in your account, so you always know where your job stands.',
      ],
    },
    {
      heading: 'How a job works',
      paragraphs: jobSteps.map((step) => `${step.title}. ${step.description}`),
    },
    {
      heading: 'Memberships',
      paragraphs: [
        'We offer three membership plans: Residential, Residential Plus and Business. Each plan\u2019s benefits and price are shown on the plan itself before you buy, and you can choose to pay monthly or yearly.',
        'Memberships renew automatically until you cancel. You can change your payment method or cancel at any time online, through the customer portal linked from My Account; a cancelation takes effect at the end of the period you have paid for.',
      ],
    },
    {
      heading: 'Storage units',
      paragraphs: [
        'We also rent storage units in a range of sizes. Each listing shows the unit\u2019s size in square feet, the monthly price and current availability, and you can send an enquiry about any unit from its page.',
        'An enquiry is not a reservation: we reply to confirm availability and the rental terms, and a unit is rented under its own storage rental agreement. If you need help getting things into storage, our delivery and general labor crews can move them for you.',
      ],
    },
    {
      heading: 'What we stand for',
      paragraphs: [
        'Straight answers. Proposals are written down, with the scope, price and schedule spelled out before you commit, and no work starts until you accept.',
        'The right trade for the job. Work that Massachusetts reserves for licensed plumbers, gas fitters and electricians goes to licensed tradespeople, and permits are pulled when the work needs them.',
        'Respect for your home. Contractors arrive when agreed, protect floors and furnishings, and leave the work area clean.',
        'Local and accountable. We are based here, and your reviews after every job tell us which contractors to keep working with.',
      ],
    },
  ],
};

export const membershipPlans: Readonly<Record<MembershipPlanName, MembershipPlanCopy>> = {
  Business: {
    name: 'Business',
    pitch: 'One account for the upkeep of your business premises, across every trade we offer.',
    audience: 'For shops, offices, landlords and other local businesses that book trades regularly for the properties they run.',
  },
  'Residential Plus': {
    name: 'Residential Plus',
    pitch: 'Our most complete plan for homeowners who want the whole house looked after.',
    audience: 'For owners of larger or older homes, and anyone with a steady list of projects and seasonal upkeep.',
  },
  Residential: {
    name: 'Residential',
    pitch: 'A simple plan that keeps a trusted team of local trades a booking away.',
    audience: 'For homeowners who book occasional repairs and want an easy way to stay on top of their home.',
  },
};
