/** The address as the server stores it: no spaces around it, lower case (the contract accepts either). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
