/** Avatar initials from a person's name ("Ana Membro" → "AM"); the spec's AD/US only when there is no name. */
export function initials(name: string | null | undefined, role: "ADMIN" | "USER"): string {
  const words = (name ?? "")
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return role === "ADMIN" ? "AD" : "US";
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : (words[0][1] ?? "");
  return (first + last).toUpperCase();
}
