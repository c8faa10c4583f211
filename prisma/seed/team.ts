import type { SeedContext } from "./types.ts";

// TEMPORARY: filled in by the team work; see prisma/seed.ts for the order.
export async function seedTeam(_ctx: SeedContext): Promise<void> {}
