/** A phone number as the API accepts it: digits with the usual separators (+, spaces, ( ) . / -). */
export const PHONE = /^\+?[0-9][0-9 ()./-]*$/;

/** Optional phone fields: empty is fine, otherwise it must look like a phone number. */
export const isValidOptionalPhone = (s: string) => !s.trim() || PHONE.test(s.trim());
