interface Filter {
  status?: string | null;
  search?: string | null;
}

/** Whether a live-inserted opportunity belongs in the admin list as it is filtered now. */
export function matchesAdminFilter(o: { status: string; title: string; description: string; organization: string }, filter: Filter): boolean {
  if (filter.status && o.status !== filter.status) return false;
  const q = filter.search?.trim().toLowerCase();
  if (!q) return true;
  return [o.title, o.description, o.organization].some((s) => s.toLowerCase().includes(q));
}
