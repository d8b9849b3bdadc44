import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Sets the rating average and review count of the given contractors from their reviews, in one
 * statement, when a review is written (or demo reviews are loaded): lists filter and sort on these
 * columns, so they are kept right as reviews arrive rather than recomputed for everyone at start.
 * Rows already right are left alone, so running it again changes nothing.
 *
 * Two reviews of one contractor written at once must not both count from what was there before:
 * a caller that adds a review locks the contractor's row first (`lockContractor` in server/visits/contractor.ts), so the second
 * counts after the first commits.
 */
export async function recountRatings(db: Database, contractorIds: string[]): Promise<void> {
  if (contractorIds.length === 0) return;
  const ids = sql.join(
    contractorIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    update contractors c
    set rating_average = s.average, review_count = s.count, updated_at = now()
    from (
      select c2.id, coalesce(round(avg(r.rating), 2), 0) as average, count(r.id)::int as count
      from contractors c2 left join contractor_reviews r on r.contractor_id = c2.id
      where c2.id in (${ids})
      group by c2.id
    ) s
    where s.id = c.id and (c.rating_average <> s.average or c.review_count <> s.count)
  `);
}
