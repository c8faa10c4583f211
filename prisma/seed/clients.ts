import type { SeedContext } from "./types.ts";

// TEMPORARY: filled in by the clients work; see prisma/seed.ts for the order.
export async function seedClients(_ctx: SeedContext): Promise<void> {}
