import type { SandboxCheckoutSession, SandboxPortalSession } from '../../../contract/payment-sandbox';
import { api } from '../../api/client';
import { type Loaded, settle } from '../../api/loaded';

export const loadSandboxCheckout = (id: string): Promise<Loaded<SandboxCheckoutSession>> =>
  settle(api.GET('/PaymentSandbox/checkout-sessions/{id}', { params: { path: { id } } }));

export const loadSandboxPortal = (id: string): Promise<Loaded<SandboxPortalSession>> => settle(api.GET('/PaymentSandbox/portal-sessions/{id}', { params: { path: { id } } }));

/** A card the sandbox declined, as a refusal the card form shows above its button, keeping what was typed. */
export const declined = (message: string) => ({ error: { Message: message }, response: new Response(null, { status: 402 }) });

export type SandboxPage = { page: 'checkout'; loaded: Loaded<SandboxCheckoutSession> } | { page: 'portal'; loaded: Loaded<SandboxPortalSession> };

/** What a sandbox page shows, read by its kind. */
export const loadSandboxPage = async (page: 'checkout' | 'portal', id: string): Promise<SandboxPage> =>
  page === 'checkout' ? { page, loaded: await loadSandboxCheckout(id) } : { page, loaded: await loadSandboxPortal(id) };
