import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.FreshworksWidget;
  delete window.fwSettings;
  vi.resetModules();
});

describe('the help widget', () => {
  it('loads its script on first use, hides its own launcher, prefills and opens', async () => {
    const { openHelpWidget, prefill, widgetScriptUrl } = await import('./help-widget');
    prefill('Ada Lovelace', 'ada@example.com');
    const opening = openHelpWidget('12345');
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${widgetScriptUrl('12345')}"]`);
    expect(script).not.toBeNull();
    expect(window.fwSettings).toEqual({ widget_id: 12345 });
    script!.dispatchEvent(new Event('load'));
    await opening;
    expect(window.FreshworksWidget?.q).toEqual([['hide', 'launcher'], ['identify', 'ticketForm', { name: 'Ada Lovelace', email: 'ada@example.com' }], ['open']]);

    await openHelpWidget('12345');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('says so when the script cannot load, and tries again next time', async () => {
    const { openHelpWidget } = await import('./help-widget');
    const failing = openHelpWidget('777');
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(/could not be loaded/);
    void openHelpWidget('777').catch(() => {});
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
