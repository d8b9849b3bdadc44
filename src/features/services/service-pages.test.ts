import { describe, expect, it } from 'vitest';
import { legacyRedirects } from '../../app/legacy-redirects';
import { SERVICE_KEYS } from '../../content/types';
import { hasContractors } from './service-addresses';
import { servicePageAt, servicePages, summaryOf } from './service-pages';

describe('the service pages table', () => {
  it('has one page per trade, each at its own one-segment lowercase address', () => {
    expect(servicePages.map((page) => page.trade).sort()).toEqual([...SERVICE_KEYS].sort());
    expect(new Set(servicePages.map((page) => page.path)).size).toBe(servicePages.length);
    for (const page of servicePages) expect(page.path).toMatch(/^\/[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps the addresses the old site had', () => {
    expect(servicePageAt('plumbing-services-company-in-southborough-ma')?.trade).toBe('plumbing');
    expect(servicePageAt('water-remediation-and-restoration-company-in-southboro-area')?.trade).toBe('water-remediation');
    expect(servicePageAt('hvac-installation-and-repair-services')?.trade).toBe('hvac');
  });

  it('gives every page a title, description, heading and introduction', () => {
    for (const page of servicePages) {
      for (const text of [page.name, page.title, page.description, page.heading, page.intro]) expect(text.trim().length, page.path).toBeGreaterThan(0);
      expect(summaryOf(page).length).toBeLessThanOrEqual(page.intro.length);
      expect(summaryOf(page)).toMatch(/[.!?]$/);
    }
  });

  it('gives every page its own headings and booking words, and a contractor link where the trade has contractors', () => {
    for (const { copy, path, trade } of servicePages) {
      for (const text of [copy.servicesHeading, copy.bookHeading, copy.bookText]) expect(text.trim().length, path).toBeGreaterThan(0);
      expect(copy.servicesHeading, path).not.toMatch(/services we offer$/);
      expect(Boolean(copy.findContractor), path).toBe(hasContractors(trade));
    }
    for (const field of ['servicesHeading', 'bookHeading', 'bookText', 'findContractor'] as const) {
      const words = servicePages.map(({ copy }) => copy[field]).filter(Boolean);
      expect(new Set(words).size, field).toBe(words.length);
    }
  });

  it('finds pages whatever the letter case, and nothing else', () => {
    expect(servicePageAt('Carpentry-Services-In-Southborough-MA')?.trade).toBe('carpentry');
    expect(servicePageAt('carpentry')).toBeUndefined();
  });

  it('shares no address with the old-site redirects', () => {
    for (const segment of Object.keys(legacyRedirects)) expect(servicePageAt(segment)).toBeUndefined();
  });
});
