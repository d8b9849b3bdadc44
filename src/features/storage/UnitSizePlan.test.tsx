import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openApp, withoutScrolling } from '../../test/app';
import { fakeApiAnswering } from '../../test/fake-api';
import { answerStorage, storageListing } from '../../test/storage-fixtures';
import { whatFits } from './UnitSizePlan';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const server = fakeApiAnswering();

beforeAll(withoutScrolling);
afterEach(cleanup);

describe('a storage unit without photos', { timeout: 30_000 }, () => {
  it('shows its floor plan to scale with what fits in it', async () => {
    const listing = storageListing({ size: { id: storageListing().size.id, name: '10x15', widthFeet: 10, lengthFeet: 15 }, squareFootage: 150 });
    server.answer = answerStorage([listing]);
    await openApp(`/storage/${listing.id}`);
    await screen.findByRole('heading', { level: 1, name: listing.title });
    const plan = screen.getByRole('figure', { name: /10 × 15 ft floor, 150 sq ft/ });
    expect(within(plan).getByText(whatFits(150))).toBeTruthy();
    const drawing = plan.querySelector('svg')!;
    // Drawn to scale: 10 feet across, 15 deep.
    const outline = [...drawing.querySelectorAll('rect')].at(-1)!;
    expect(Number(outline.getAttribute('height')) / Number(outline.getAttribute('width'))).toBeCloseTo(1.5);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the photo instead when the listing has one', async () => {
    const listing = storageListing({ images: [{ url: '/units/drive-up.jpg', alt: 'The roll-up door of a drive-up unit' }] });
    server.answer = answerStorage([listing]);
    await openApp(`/storage/${listing.id}`);
    expect((await screen.findByRole('img', { name: 'The roll-up door of a drive-up unit' })).getAttribute('src')).toBe('/units/drive-up.jpg');
    expect(screen.queryByRole('figure')).toBeNull();
  });
});

describe('whatFits', () => {
  it('grows with the floor area', () => {
    expect(whatFits(25)).toMatch(/closet/);
    expect(whatFits(100)).toMatch(/one-bedroom/);
    expect(whatFits(200)).toMatch(/one-car garage/);
    expect(whatFits(300)).toMatch(/whole house/);
  });
});
