import type { SeedContext } from "./types.ts";

// TEMPORARY: filled in by the finance work; see prisma/seed.ts for the order.
export async function seedFinance(_ctx: SeedContext): Promise<void> {}
