// Made once: making a formatter costs many times what formatting with it does.
const tenthsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * How far a contractor is from the customer, in the words every page and the job's timeline use:
 * `3.14` → `3.1 miles away`, to a tenth of a mile, and under half a mile `based in your area`, so
 * that one distance reads the same wherever it is shown.
 */
export function distanceWords(miles: number): string {
  if (miles < 0.5) return 'based in your area';
  const tenths = Math.round(miles * 10) / 10;
  return `${tenthsFormat.format(tenths)} ${tenths === 1 ? 'mile' : 'miles'} away`;
}
