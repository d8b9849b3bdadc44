import type { SandboxPage } from './sandbox.api';
import { SandboxCheckoutPage } from './SandboxCheckoutPage';
import { SandboxPortalPage } from './SandboxPortalPage';

/** The sandbox page the address names. */
export function SandboxPages({ loaded, onRetry }: { loaded: SandboxPage; onRetry: () => void }) {
  return loaded.page === 'checkout' ? <SandboxCheckoutPage loaded={loaded.loaded} onRetry={onRetry} /> : <SandboxPortalPage loaded={loaded.loaded} onRetry={onRetry} />;
}
