/**
 * Id parameters are UUIDs of versions 1 to 5 (spec section 5). Plain, without the schema library: the
 * SPA's `$id` routes check it on every page (src/app/route-params.ts), where common.ts would bring its
 * schemas along.
 */
export const UUID_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
