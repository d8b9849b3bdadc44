import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const EARTH_RADIUS_MILES = 3958.8;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Coordinates as SQL reads them: a row's columns, or an expression. */
type PointIn = { latitude: PgColumn | SQL; longitude: PgColumn | SQL };

/**
 * Great-circle (haversine) distance in miles from a point (fixed, or another row's coordinates) to a
 * row's coordinates, computed in SQL.
 */
export function milesBetween(from: Point | PointIn, to: PointIn): SQL<number> {
  const lat = from.latitude;
  const lng = from.longitude;
  return sql<number>`(${sql.raw(String(EARTH_RADIUS_MILES))} * 2 * asin(least(1, sqrt(
    power(sin(radians(${to.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${to.latitude})) * power(sin(radians(${to.longitude} - ${lng}::float8) / 2), 2)
  ))))`.mapWith(Number);
}

/** The same distance in JavaScript, for seeding and tests. */
export function haversineMiles(a: Point, b: Point): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return EARTH_RADIUS_MILES * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}
