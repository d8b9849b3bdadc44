/** Book A Job's hints, shared by its form and the stand-in that holds the form's place (same words, same wrapping). */
export const BOOK_JOB_HINTS = {
  description: 'The more we know, the better the match: what, how big, anything already tried, access or pets.',
  preferredDate: 'Optional: the first day that suits you. We confirm the time with you.',
} as const;
