import type { SeedContext } from "./types.ts";

// TEMPORARY: filled in by the catalogue work; see prisma/seed.ts for the order.
export async function seedCatalogue(_ctx: SeedContext): Promise<void> {}
