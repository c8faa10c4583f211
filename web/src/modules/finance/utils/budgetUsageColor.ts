/** The spec's budget usage colours: above 90 % red, above 75 % yellow, otherwise green. */
export function budgetUsageColor(percent: number): "red" | "yellow" | "green" {
  if (percent > 90) return "red";
  if (percent > 75) return "yellow";
  return "green";
}
