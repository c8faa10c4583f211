import type { SeedContext } from "./types.ts";

// TEMPORARY: filled in by the network work; see prisma/seed.ts for the order.
export async function seedNetwork(_ctx: SeedContext): Promise<void> {}
