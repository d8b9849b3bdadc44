// @vitest-environment jsdom
// (for its DOMParser, which reads HTML as a browser does and never runs a script)
import { describe, expect, inject, it } from 'vitest';
import { PRERENDERED_PAGES } from '../../server/site/pages';
import { aboutPage } from '../../src/content/company';
import { landingTop } from '../../src/content/landing-top';
import { privacyPolicy, termsAndConditions } from '../../src/content/legal';
import { servicePageAt } from '../../src/features/services/service-pages';

/** A page's document title (src/app/head.ts, which needs the SPA's build-time configuration to import). */
const pageTitle = (title: string) => `${title} | Southborough Home Services`;

interface Expected {
  title: string;
  /** The meta description, when the page's words live in a content module; else only its presence is checked. */
  description?: string;
  h1: string;
  /** A sentence of the page's main text. */
  text: string;
}

const FIXED: Record<string, Expected> = {
  '/': {
    title: pageTitle('Trades, Memberships and Storage in Southborough, MA'),
    description: landingTop.metaDescription,
    h1: landingTop.hero.heading,
    text: landingTop.hero.subheading,
  },
  '/service': { title: pageTitle('Our Services'), h1: 'Our Services', text: 'Vetted, licensed local tradespeople for every job around the house.' },
  '/about': { title: pageTitle('About'), description: aboutPage.metaDescription, h1: aboutPage.heading, text: aboutPage.intro },
  '/contact-us': { title: pageTitle('Contact Us'), h1: 'Contact Us', text: 'Questions about a job, a membership or a storage unit?' },
  '/privacy-policy': { title: pageTitle('Privacy Policy'), h1: privacyPolicy.title, text: privacyPolicy.sections[0]!.paragraphs[1]! },
  '/terms-and-conditions': { title: pageTitle('Terms and Conditions'), h1: termsAndConditions.title, text: termsAndConditions.sections[0]!.paragraphs[0]! },
  '/storage-units': {
    title: pageTitle('Storage Units'),
    h1: 'Storage Units',
    text: 'Lockers, drive-up units and vehicle storage in Southborough and nearby towns, rented by the month.',
  },
  '/contractors': {
    title: pageTitle('Contractors'),
    h1: 'Find a Contractor',
    text: 'Vetted, insured local tradespeople around Southborough, rated by the neighbors who hired them.',
  },
  '/book-service': {
    title: pageTitle('Book A Job'),
    h1: 'Book A Job',
    text: 'Tell us what needs doing and where. We match your job with a vetted local contractor and get back to you within one business day.',
  },
};

function expected(urlPath: string): Expected {
  const fixed = FIXED[urlPath];
  if (fixed) return fixed;
  const page = servicePageAt(urlPath.slice(1));
  if (!page) throw new Error(`No expectation for ${urlPath}: add it to FIXED.`);
  return { title: pageTitle(page.title), description: page.description, h1: page.heading, text: page.intro };
}

/** The page as the server answers it, parsed as a crawler or a browser with scripts off reads it. */
async function delivered(urlPath: string) {
  const res = await fetch(new URL(urlPath, inject('baseURL')));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return new DOMParser().parseFromString(await res.text(), 'text/html');
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('the HTML the server answers for each prerendered page, before any script', () => {
  it('covers every anonymous page that has no API data in its first view', () => {
    expect(PRERENDERED_PAGES).toEqual(expect.arrayContaining(Object.keys(FIXED)));
  });

  it.each(PRERENDERED_PAGES)('%s has its own title, description, one h1 and its main text', async (urlPath) => {
    const want = expected(urlPath);
    const doc = await delivered(urlPath);
    expect(doc.title).toBe(want.title);
    const descriptions = [...doc.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'));
    expect(descriptions).toHaveLength(1);
    if (want.description) expect(descriptions[0]).toBe(want.description);
    else expect(descriptions[0]?.length).toBeGreaterThan(40);
    const h1s = [...doc.querySelectorAll('#root h1')];
    expect(h1s.map((h1) => squash(h1.textContent))).toEqual([want.h1]);
    expect(squash(doc.querySelector('#root main')?.textContent)).toContain(squash(want.text));
    // MUI's styles are in the head, so the page is painted styled.
    expect(doc.head.querySelector('style[data-emotion^="css "]')?.textContent?.length).toBeGreaterThan(1000);
  });

  it('has no submit button a click could send before the app runs (the Contact form)', async () => {
    const doc = await delivered('/contact-us');
    const form = doc.querySelector('#root form[aria-label="Contact form"]');
    expect(form).not.toBeNull();
    expect(form!.querySelectorAll('button[type="submit"], input[type="submit"], button:not([type])')).toHaveLength(0);
  });

  it('draws the storage list as it looks while loading: filters, no listing, results marked busy', async () => {
    const doc = await delivered('/storage-units');
    expect(doc.querySelector('#root form[role="search"][aria-label="Filter storage units"]')).not.toBeNull();
    const results = doc.querySelector('#root section[aria-labelledby="storage-results"]');
    expect(results?.getAttribute('aria-busy')).toBe('true');
    expect(results?.querySelectorAll('article')).toHaveLength(0);
  });

  it('answers the storage list with filters or a page in its address with the bare app, which draws them', async () => {
    for (const urlPath of ['/storage-units?sizes=10x10', '/storage-units?page=2']) {
      const doc = await delivered(urlPath);
      expect(doc.querySelector('#root')?.childElementCount).toBe(0);
    }
  });

  it('draws the contractor list as it looks while loading: filters, no contractor, results marked busy', async () => {
    const doc = await delivered('/contractors');
    const filters = doc.querySelector('#root form[role="search"][aria-label="Filter contractors"]');
    expect(filters).not.toBeNull();
    // The trades come from the API: until then the filter offers all of them, with its label.
    const trade = filters!.querySelector('select');
    expect(doc.querySelector(`label[for="${trade?.id}"]`)?.textContent).toBe('Trade');
    expect([...trade!.options].map((option) => option.textContent)).toEqual(['All trades']);
    const results = doc.querySelector('#root section[aria-labelledby="contractor-results"]');
    expect(results?.getAttribute('aria-busy')).toBe('true');
    expect(results?.querySelectorAll('article')).toHaveLength(0);
  });

  it('answers the contractor list with filters or a page in its address with the bare app, which draws them', async () => {
    for (const urlPath of ['/contractors?trade=plumbing', '/contractors?zip=01772&sort=nearest', '/contractors?page=2']) {
      const doc = await delivered(urlPath);
      expect(doc.querySelector('#root')?.childElementCount).toBe(0);
    }
  });

  it("draws Book A Job's words with the form's stand-in, and the same page for any service or contractor in its address", async () => {
    const plain = await delivered('/book-service');
    const main = plain.querySelector('#root main')!;
    expect(squash(main.querySelector('ul')?.textContent)).toContain('A written proposal before any work');
    // No field to type into nor a button to press before the app runs: the stand-in is hidden from assistive technology.
    expect(main.querySelectorAll('input, textarea, select, button')).toHaveLength(0);
    expect(main.querySelector('[aria-hidden="true"]')?.textContent).toContain('The job');
    const linked = await delivered('/book-service?trade=plumbing&description=Ladder%20rental&contractorId=0b5c6a43-1f7e-4c1e-9d57-3f1a2b3c4d5e');
    expect(linked.querySelector('#root')?.innerHTML).toBe(plain.querySelector('#root')?.innerHTML);
  });

  it('answers a page that is not prerendered with the bare app, and a trailing slash like the page', async () => {
    const signIn = await delivered('/sign-in');
    expect(signIn.querySelector('#root')?.childElementCount).toBe(0);
    const about = await delivered('/about/');
    expect(about.title).toBe(pageTitle('About'));
  });
});
