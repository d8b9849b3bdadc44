/** Shapes of the written content the pages render. Plain data only, so any page or test can read it. */

export const SERVICE_KEYS = [
  'carpentry',
  'chimney',
  'decking',
  'deliveries',
  'demolition',
  'electrical',
  'equipment-rental',
  'flooring',
  'furniture-assembly',
  'general-labor',
  'handyman',
  'heat-pumps',
  'landscaping',
  'masonry',
  'mini-splits',
  'painting',
  'power-washing',
  'roofing',
  'storm-door',
  'windows',
  'plumbing',
  'water-remediation',
  'hvac',
] as const;

export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const TOWNS = [
  'Southborough',
  'Westborough',
  'Marlborough',
  'Framingham',
  'Northborough',
  'Hopkinton',
  'Ashland',
  'Sudbury',
  'Wayland',
  'Natick',
  'Shrewsbury',
  'Grafton',
  'Hudson',
  'Berlin',
  'Boylston',
  'Worcester',
] as const;

export type Town = (typeof TOWNS)[number];

export interface ContentSection {
  heading: string;
  paragraphs: string[];
}

export interface Faq {
  question: string;
  answer: string;
}

export interface ServicePage {
  key: ServiceKey;
  /** Short trade label for links and cards, e.g. "Water Remediation". */
  tradeName: string;
  /** Document title, at most 60 characters. */
  title: string;
  /** 140 to 160 characters. */
  metaDescription: string;
  /** The page's h1. */
  heading: string;
  /** Heading of the list of work offered, e.g. "Plumbing work we do". */
  servicesHeading: string;
  /** Heading of the booking card beside the page, e.g. "Book a plumber". */
  bookHeading: string;
  /** What booking does, under that heading; it must be true of this trade. */
  bookText: string;
  /** The link to the trade's contractors, e.g. "Find a plumber"; none where the trade has no contractors to choose. */
  findContractor?: string;
  intro: string;
  sections: ContentSection[];
  /** Bullet list of the work offered under this trade. */
  services: string[];
  faqs: Faq[];
  areasServed: Town[];
}

export interface TitledText {
  title: string;
  description: string;
}

export interface PageMeta {
  title: string;
  metaDescription: string;
}

export interface AboutPage extends PageMeta {
  heading: string;
  intro: string;
  sections: ContentSection[];
}

export interface LandingBlurb {
  heading: string;
  body: string;
  /** Button label; the page decides where it goes. */
  cta: string;
}

export interface LandingPage extends PageMeta {
  hero: { heading: string; subheading: string; primaryCta: string; secondaryCta: string };
  trades: LandingBlurb;
  memberships: LandingBlurb;
  storage: LandingBlurb;
  howItWorks: { heading: string; steps: TitledText[] };
  whyUs: { heading: string; items: TitledText[] };
}

/** Plan names as the API and the membership priority rule spell them. */
export const MEMBERSHIP_PLAN_NAMES = ['Business', 'Residential Plus', 'Residential'] as const;

export type MembershipPlanName = (typeof MEMBERSHIP_PLAN_NAMES)[number];

export interface MembershipPlanCopy {
  name: MembershipPlanName;
  /** One line under the plan name. */
  pitch: string;
  /** Who the plan suits, one sentence. */
  audience: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date, yyyy-mm-dd. */
  lastUpdated: string;
  sections: LegalSection[];
}
