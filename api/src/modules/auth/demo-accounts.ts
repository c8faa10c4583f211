/**
 * The spec's demo accounts (one administrator, one member), shown in demo mode
 * only: by the authSettings query and the start banner. The demo seed
 * (prisma/seed.ts) creates them; runtime code never imports the seed.
 */
export const DEMO_ACCOUNTS = [
  { role: "ADMIN", email: "admin@ponte.demo", password: "PonteAdmin2026", fullName: "Administrador Ponte" },
  { role: "USER", email: "membro@ponte.demo", password: "PonteMembro2026", fullName: "Ana Membro" },
] as const;
