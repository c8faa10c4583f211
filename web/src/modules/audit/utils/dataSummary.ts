const MAX = 160;

/** The recorded data as one short line ("status: ACTIVE · name: Coop"); the whole JSON stays available as a tooltip. */
export function dataSummary(data: unknown): { text: string; full: string } | null {
  if (data == null) return null;
  const full = JSON.stringify(data);
  const text =
    typeof data === "object" && !Array.isArray(data)
      ? Object.entries(data as Record<string, unknown>)
          .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
          .join(" · ")
      : full;
  return { text: text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text, full };
}
