import { describe, expect, it } from 'vitest';
import { orNothing } from './or-nothing';

describe('orNothing', () => {
  it('hands over the part that loaded, and one that draws nothing for a chunk that did not come', async () => {
    const Part = () => 'part';
    expect((await orNothing(Promise.resolve({ default: Part }))).default).toBe(Part);
    const missing = await orNothing<typeof Part>(Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect((missing.default as () => unknown)()).toBeNull();
  });
});
