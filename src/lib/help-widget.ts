/**
 * The Freshworks help widget (spec section 1: prefilled with the user's name and e-mail). Its script
 * loads on the first click of the Help button, never with the page; the widget's own launcher stays
 * hidden because the Help button is the launcher.
 */
type WidgetCall = (...args: unknown[]) => void;

declare global {
  interface Window {
    fwSettings?: { widget_id: number | string };
    FreshworksWidget?: WidgetCall & { q?: unknown[][] };
  }
}

export interface HelpIdentity {
  name: string;
  email: string;
}

let identity: HelpIdentity | undefined;
let loading: Promise<void> | undefined;

/** Fills the help form with who is asking; the sign-in flow calls it once the identity is known. */
export function prefill(name: string, email: string) {
  identity = { name, email };
  if (loading) window.FreshworksWidget?.('identify', 'ticketForm', identity);
}

/** After logout: the next person at this computer does not write in the last one's name. */
export function clearPrefill() {
  if (!identity) return;
  identity = undefined;
  if (loading) window.FreshworksWidget?.('clear', 'ticketForm');
}

/** Who the help form is prefilled with, if anyone. */
export const helpIdentity = () => identity;

export const widgetScriptUrl = (widgetId: string) => `https://widget.freshworks.com/widgets/${encodeURIComponent(widgetId)}.js`;

function loadWidget(widgetId: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    window.fwSettings = { widget_id: /^\d+$/.test(widgetId) ? Number(widgetId) : widgetId };
    // The widget's documented bootstrap: calls queue up until its script replays them.
    if (typeof window.FreshworksWidget !== 'function') {
      const queue: WidgetCall & { q: unknown[][] } = Object.assign((...args: unknown[]) => void queue.q.push(args), { q: [] as unknown[][] });
      window.FreshworksWidget = queue;
    }
    window.FreshworksWidget('hide', 'launcher');
    if (identity) window.FreshworksWidget('identify', 'ticketForm', identity);
    const script = document.createElement('script');
    script.src = widgetScriptUrl(widgetId);
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The help chat could not be loaded. Please try again or call us.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens the help widget, loading it first if needed. */
export async function openHelpWidget(widgetId: string): Promise<void> {
  await loadWidget(widgetId);
  window.FreshworksWidget?.('open');
}
