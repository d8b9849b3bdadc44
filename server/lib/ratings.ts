import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Recomputes contractors' rating average and review count from their reviews. Rows already right
 * are left alone, so running it again changes nothing.
 */
export async function refreshContractorRatings(db: Database) {
  await db.execute(sql`
    update contractors c
    set rating_average = s.average, review_count = s.count, updated_at = now()
    from (
      select c2.id, coalesce(round(avg(r.rating), 2), 0) as average, count(r.id)::int as count
      from contractors c2 left join contractor_reviews r on r.contractor_id = c2.id
      group by c2.id
    ) s
    where s.id = c.id and (c.rating_average <> s.average or c.review_count <> s.count)
  `);
}
