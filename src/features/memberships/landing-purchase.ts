/** What the landing page loads when a plan is chosen, or a chosen one waits: one chunk, never with the page itself. */
export { startPurchase } from './purchase';
export { PurchaseStatus } from './PurchaseStatus';
