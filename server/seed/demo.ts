import type { Database } from '../db/client';
import { trades } from '../db/schema';

/** Demo catalogue loaded on first start; every insert is keyed on a natural key, so loading twice changes nothing. */
export async function seedDemoData(db: Database) {
  await db
    .insert(trades)
    .values([
      { name: 'Carpentry', slug: 'carpentry', description: 'Framing, trim and finish carpentry.', sortOrder: 1 },
      { name: 'Plumbing', slug: 'plumbing', description: 'Repairs, fixtures and water heaters.', sortOrder: 2 },
    ])
    .onConflictDoNothing();
}
