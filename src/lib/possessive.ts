/**
 * A name as its owner's: "Dave's Carpentry's", and a name ending in s takes the apostrophe alone
 * ("MetroWest Mini Split Pros' estimate"), as a plural does.
 */
export function possessive(name: string): string {
  const trimmed = name.trimEnd();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}
