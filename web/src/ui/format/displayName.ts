/** The name to show: the profile's, else the part of the e-mail before the @, else the role's default (spec §3). */
export function displayName(user: { fullName?: string | null; email?: string | null } | null, fallback: string): string {
  const name = user?.fullName?.trim();
  if (name) return name;
  const local = user?.email?.split("@")[0]?.trim();
  return local || fallback;
}
