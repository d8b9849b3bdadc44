import * as v from 'valibot';
import { listQuery, paged, Uuid } from './common';

export const Trade = v.object({
  id: Uuid,
  name: v.string(),
  slug: v.string(),
  description: v.string(),
});
export type Trade = v.InferOutput<typeof Trade>;

export const TradesQuery = v.object({
  Name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  ...listQuery(['name', 'sortOrder']),
});
export const TradesPage = paged(Trade);
