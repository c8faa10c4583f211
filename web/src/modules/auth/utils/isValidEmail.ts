/** Spec §5: must contain @ and look like an address ('Email inválido' otherwise). */
export function isValidEmail(email: string): boolean {
  return email.includes("@") && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}
