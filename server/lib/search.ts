/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
