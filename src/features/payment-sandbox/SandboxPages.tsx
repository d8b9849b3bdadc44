import type { SandboxPage } from './sandbox.api';
import { SandboxCheckoutPage } from './SandboxCheckoutPage';
import { type SandboxPaymentSearch, SandboxPaymentPage } from './SandboxPaymentPage';
import { SandboxPortalPage } from './SandboxPortalPage';

/** The sandbox page the address names. */
export function SandboxPages({ loaded, search, onRetry }: { loaded: SandboxPage; search: SandboxPaymentSearch; onRetry: () => void }) {
  if (loaded.page === 'checkout') return <SandboxCheckoutPage loaded={loaded.loaded} onRetry={onRetry} />;
  if (loaded.page === 'payment') return <SandboxPaymentPage loaded={loaded.loaded} search={search} onRetry={onRetry} />;
  return <SandboxPortalPage loaded={loaded.loaded} onRetry={onRetry} />;
}
