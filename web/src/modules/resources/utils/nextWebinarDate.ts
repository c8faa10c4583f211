/**
 * The monthly webinar (first Thursday, 14:00 in Angola = 13:00 UTC, 90 minutes),
 * as in /resources/webinar-ponte.ics: the next session that has not ended yet.
 */
export function nextWebinarDate(now: Date = new Date()): Date {
  for (let offset = 0; offset < 3; offset++) {
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth() + offset;
    const first = new Date(Date.UTC(year, month, 1, 13, 0));
    const toThursday = (4 - first.getUTCDay() + 7) % 7;
    const session = new Date(Date.UTC(year, month, 1 + toThursday, 13, 0));
    if (session.getTime() + 90 * 60000 > now.getTime()) return session;
  }
  throw new Error("unreachable: a first Thursday exists in every month");
}
