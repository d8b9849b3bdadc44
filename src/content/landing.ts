import { landingTop } from './landing-top';
import type { LandingPage } from './types';

/** Landing's words; those of its first render live in landing-top.ts, so the sections below load theirs with them. */
export const landingPage: LandingPage = {
  ...landingTop,
  trades: {
    heading: 'Our Services',
    body: 'More than twenty trades under one roof: carpentry, electrical, plumbing, HVAC, heat pumps, roofing, painting, flooring, landscaping, handyman work and more. Tell us what you need and we match you with the right contractor.',
    cta: 'See all services',
  },
  storage: {
    heading: 'Storage Units',
    body: 'Storage units in a range of sizes, with square footage, monthly price and availability shown for each. Send an enquiry online and we will confirm the details.',
    cta: 'View storage units',
  },
  howItWorks: {
    heading: 'How it works',
    steps: [
      { title: 'Book', description: 'Describe the job, add photos and choose times that suit you.' },
      { title: 'Get matched', description: 'We match you with a vetted local contractor in the right trade.' },
      { title: 'Review the proposal', description: 'See the scope, price and schedule in writing, then accept or decline.' },
      { title: 'Pay a deposit', description: 'Pay online by card. Deposits never exceed one third of the price.' },
      { title: 'Get it done', description: 'The work is scheduled at a time agreed with you.' },
      { title: 'Pay and review', description: 'Make the final payment online and tell your neighbors how it went.' },
    ],
  },
  whyUs: {
    heading: 'Why book with us',
    items: [
      {
        title: 'Vetted local contractors',
        description: 'We check registrations, licenses and insurance before a contractor takes on our jobs.',
      },
      {
        title: 'Licensed where the law requires',
        description: 'Plumbing, gas and electrical work goes to Massachusetts-licensed tradespeople, with permits pulled.',
      },
      {
        title: 'Written proposals',
        description: 'Scope, price and schedule are in writing before you commit to anything.',
      },
      {
        title: 'Fair deposits',
        description: 'Deposits are capped at one third of the price, as Massachusetts law requires.',
      },
      {
        title: 'One account for everything',
        description: 'Job requests, proposals, payments and reviews live in one place.',
      },
      {
        title: 'Right here in Southborough',
        description: 'A local provider serving Southborough and the surrounding towns.',
      },
    ],
  },
};

/** The card beside Landing's hero: how a job starts and where we work. It loads after the page (Hero.tsx). */
export const landingHeroCard = {
  title: 'How a job starts',
  points: [
    'Describe the job online in minutes',
    'Get matched with a vetted local contractor',
    'A written proposal before any work begins',
  ],
  towns: 'Southborough, Westborough, Marlborough and nearby towns',
} as const;
