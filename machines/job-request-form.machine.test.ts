import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { UPLOAD_HEIC_MESSAGE } from '../contract/files';
import { jobRequestFormMachine, photoRefusal, ZIP_CHECK_DELAY_MS, type ZipAnswer } from './job-request-form.machine';

const blank = { tradeId: '', name: '', description: '', address: '', city: '', zipCode: '', preferredDate1: '', preferredDate2: '', preferredDate3: '' };

describe('the job request form machine', () => {
  it('checks only the zip code the customer stops at: every key restarts the wait', async () => {
    const clock = new SimulatedClock();
    const checked: string[] = [];
    const actor = createActor(
      jobRequestFormMachine.provide({
        actors: {
          checkZip: fromPromise<ZipAnswer, { zipCode: string }>(async ({ input }) => {
            checked.push(input.zipCode);
            return { served: false };
          }),
        },
      }),
      { input: { values: blank, validate: () => ({ fields: {} }) }, clock },
    ).start();
    actor.send({ type: 'form.change', field: 'zipCode', value: '01772' });
    clock.increment(ZIP_CHECK_DELAY_MS - 100);
    actor.send({ type: 'form.change', field: 'zipCode', value: '01773' });
    clock.increment(ZIP_CHECK_DELAY_MS - 100);
    expect(checked).toEqual([]);
    clock.increment(100);
    expect(checked).toEqual(['01773']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.fieldErrors.zipCode).toBe('We do not serve zip code 01773.');
    // A zip code cut short is not checked, and its refusal goes.
    actor.send({ type: 'form.change', field: 'zipCode', value: '0177' });
    clock.increment(ZIP_CHECK_DELAY_MS * 2);
    expect(checked).toEqual(['01773']);
    expect(actor.getSnapshot().context.zipRefusal).toBeUndefined();
  });

  it('refuses before upload what is not a JPEG, PNG or WebP photo, or is over 10 MB, whatever its name says', () => {
    expect(photoRefusal({ name: 'door.jpg', type: 'image/jpeg', size: 1000 })).toBeUndefined();
    expect(photoRefusal({ name: 'door.JPG', type: 'image/webp', size: 10 * 1024 * 1024 })).toBeUndefined();
    expect(photoRefusal({ name: 'door.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('“door.jpg” is too big. Photos can be at most 10 MB.');
    expect(photoRefusal({ name: 'door.jpg', type: 'application/x-msdownload', size: 1000 })).toBe('“door.jpg” is not a photo. Upload a JPEG, PNG or WebP photo.');
    expect(photoRefusal({ name: 'drawing.svg', type: 'image/svg+xml', size: 1000 })).toMatch(/is not a photo/);
    expect(photoRefusal({ name: 'IMG_1.HEIC', type: '', size: 1000 })).toBe(UPLOAD_HEIC_MESSAGE);
  });
});
