import { describe, expect, it } from 'vitest';
import { aboutPage, COMPANY_ADDRESS, COMPANY_EMAIL, COMPANY_LEGAL_NAME, landingPage, membershipPlans } from './company';
import { privacyPolicy, termsAndConditions } from './legal';
import { servicePageByKey, servicePages } from './services';
import { MEMBERSHIP_PLAN_NAMES, SERVICE_KEYS } from './types';

/** Every string anywhere inside a value, with the path that leads to it. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

const pagesWithMeta = [...servicePages, aboutPage, landingPage];

describe('service pages', () => {
  it('has exactly one page per service key', () => {
    const keys = servicePages.map((page) => page.key);
    expect([...keys].sort()).toEqual([...SERVICE_KEYS].sort());
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of SERVICE_KEYS) expect(servicePageByKey[key].key).toBe(key);
  });

  it('gives every page a rich enough body', () => {
    for (const page of servicePages) {
      expect(page.sections.length, page.key).toBeGreaterThanOrEqual(3);
      expect(page.sections.length, page.key).toBeLessThanOrEqual(4);
      expect(page.services.length, page.key).toBeGreaterThanOrEqual(5);
      expect(page.services.length, page.key).toBeLessThanOrEqual(8);
      expect(page.faqs.length, page.key).toBeGreaterThanOrEqual(3);
      expect(page.faqs.length, page.key).toBeLessThanOrEqual(4);
      expect(page.areasServed, page.key).toContain('Southborough');
      expect(new Set(page.areasServed).size, page.key).toBe(page.areasServed.length);
    }
  });

  it('uses the headings the named pages are known by', () => {
    expect(servicePageByKey.plumbing.heading).toBe('Plumbing Services Company in Southborough, MA');
    expect(servicePageByKey['water-remediation'].heading).toBe('Water Remediation and Restoration in the Southboro Area');
    expect(servicePageByKey.hvac.heading).toBe('HVAC Installation and Repair Services');
  });
});

describe('page metadata', () => {
  it('keeps titles within 60 characters and descriptions within 120 to 160', () => {
    for (const page of pagesWithMeta) {
      expect(page.title.length, page.title).toBeLessThanOrEqual(60);
      expect(page.metaDescription.length, page.title).toBeGreaterThanOrEqual(120);
      expect(page.metaDescription.length, page.title).toBeLessThanOrEqual(160);
    }
  });

  it('never repeats a title or a description', () => {
    const titles = pagesWithMeta.map((page) => page.title);
    const descriptions = pagesWithMeta.map((page) => page.metaDescription);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe('all content', () => {
  const everything = { servicePages, aboutPage, landingPage, membershipPlans, privacyPolicy, termsAndConditions };

  it('has no empty or untrimmed strings', () => {
    for (const [path, text] of strings(everything)) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).toBe(text.trim());
    }
  });

  it('leaves no unfilled placeholders', () => {
    for (const [path, text] of strings(everything)) expect(text, path).not.toMatch(/\{[a-z]+\}|TODO|lorem/i);
  });

  it('describes every membership plan under its own name', () => {
    for (const name of MEMBERSHIP_PLAN_NAMES) expect(membershipPlans[name].name).toBe(name);
  });

  it('says in both legal documents that a deletion ends a membership at once, as it does (docs/decisions/085)', () => {
    for (const doc of [privacyPolicy, termsAndConditions]) {
      const text = strings(doc)
        .map(([, s]) => s)
        .join('\n');
      expect(text).not.toMatch(/does not cancel an active membership/);
      expect(text).toMatch(/Deleting (it|your account) cancels (an active|a) membership at once/);
    }
  });

  it('names the company, its address and e-mail in both legal documents', () => {
    for (const doc of [privacyPolicy, termsAndConditions]) {
      expect(doc.lastUpdated).toBe('2026-12-06');
      const text = strings(doc)
        .map(([, s]) => s)
        .join('\n');
      for (const fact of [COMPANY_LEGAL_NAME, COMPANY_ADDRESS, COMPANY_EMAIL]) expect(text).toContain(fact);
    }
  });
});
