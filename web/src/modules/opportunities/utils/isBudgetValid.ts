/** A budget as typed: empty (no budget), or a finite number of at least 0 (spec §5). */
export function isBudgetValid(budget: string): boolean {
  if (budget.trim() === "") return true;
  const n = Number(budget);
  return Number.isFinite(n) && n >= 0;
}
