import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { UPLOAD_HEIC_MESSAGE } from '../contract/files';
import { type CreatedRequest, jobRequestFormMachine, photoRefusal, type SubmitRequestInput, ZIP_CHECK_DELAY_MS, type ZipAnswer } from './job-request-form.machine';

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

  it('sends one idempotency key per request: the same on a retry of the same content, a new one once it changes', async () => {
    const keys: string[] = [];
    const answers: (() => Promise<CreatedRequest>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => ({ id: 'new-request' }),
    ];
    const actor = createActor(
      jobRequestFormMachine.provide({
        actors: {
          submitRequest: fromPromise<CreatedRequest, SubmitRequestInput>(async ({ input }) => {
            keys.push(input.idempotencyKey);
            return answers[keys.length - 1]!();
          }),
        },
      }),
      { input: { values: { ...blank, name: 'Leaking faucet' }, validate: () => ({ fields: {} }) } },
    ).start();
    const sendAndSettle = async () => {
      actor.send({ type: 'form.submit' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await sendAndSettle();
    expect(actor.getSnapshot().matches({ submission: { editing: 'failed' } })).toBe(true);
    await sendAndSettle();
    expect(keys[1]).toBe(keys[0]);
    actor.send({ type: 'form.change', field: 'name', value: 'Leaking kitchen faucet' });
    await sendAndSettle();
    // Typing back what was sent first is another request all the same: the key of the last one is kept, not the first's.
    actor.send({ type: 'form.change', field: 'name', value: 'Leaking faucet' });
    await sendAndSettle();
    expect(new Set(keys).size).toBe(3);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(keys[3]).not.toBe(keys[0]);
    expect(actor.getSnapshot().matches({ submission: 'created' })).toBe(true);
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
