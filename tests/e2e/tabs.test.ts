import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { completeProfile, enterPhoneAndCode, newPhoneNumber } from './sign-in';

const browser = useBrowser();

describe('two tabs of one browser', () => {
  it('share the session: signing in and logging out in one tab shows in the other', async () => {
    const phone = newPhoneNumber();
    const { page: first, consoleErrors } = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const second = await first.context().newPage();
    await second.goto('/about');
    await second.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();

    await first.goto('/sign-in');
    await enterPhoneAndCode(first, phone);
    await completeProfile(first, phone, 'Robin', 'Park');
    await first.getByRole('banner').getByRole('button', { name: 'Hi Robin' }).waitFor();

    // The other tab, left on About, now greets the same person without a reload.
    await second.getByRole('banner').getByRole('button', { name: 'Hi Robin' }).waitFor();
    await second.goto('/my-account');
    await second.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();

    await first.getByRole('banner').getByRole('button', { name: 'Hi Robin' }).click();
    await first.getByRole('menuitem', { name: 'Log Out' }).click();
    await first.waitForURL((url) => url.pathname === '/');

    // My Account is not for a signed-out visitor: the other tab leaves it for the index route.
    await second.waitForURL((url) => url.pathname === '/');
    await second.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
