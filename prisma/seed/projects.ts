import type { SeedContext } from "./types.ts";

// TEMPORARY: filled in by the projects work; see prisma/seed.ts for the order.
export async function seedProjects(_ctx: SeedContext): Promise<void> {}
