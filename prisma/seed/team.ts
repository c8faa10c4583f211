import { daysFrom, type SeedContext } from "./types.ts";

// The six staff records of the regional team (spec §2.5, §9): one per
// department, across the three countries and every status. Salaries are
// stored for payroll and never shown.
export const SEED_STAFF = [
  {
    name: "Manuel Kapinga",
    role: "Diretor Regional",
    email: "manuel.kapinga@ponte.example",
    phone: "+244 923 555 101",
    country: "AO",
    department: "EXECUTIVE",
    status: "ACTIVE",
    joined: -1400,
    salary: "9500.00",
    skills: ["Gestão Estratégica", "Relações Institucionais", "Negociação"],
  },
  {
    name: "Dra. Ndapewa Shikongo",
    role: "Coordenadora de Saúde",
    email: "ndapewa.shikongo@ponte.example",
    phone: "+264 81 555 2020",
    country: "NA",
    department: "HEALTH",
    status: "ACTIVE",
    joined: -900,
    salary: "7200.00",
    skills: ["Saúde Pública", "Telemedicina", "Gestão Hospitalar"],
  },
  {
    name: "Thabo Mokoena",
    role: "Engenheiro de Software Sênior",
    email: "thabo.mokoena@ponte.example",
    phone: "+27 82 555 3030",
    country: "ZA",
    department: "TECHNOLOGY",
    status: "REMOTE",
    joined: -760,
    salary: "8100.00",
    skills: ["TypeScript", "PostgreSQL", "Integração de Sistemas", "Segurança"],
  },
  {
    name: "Isabel Nunda",
    role: "Gestora de Programas Educativos",
    email: "isabel.nunda@ponte.example",
    phone: "+244 912 555 404",
    country: "AO",
    department: "EDUCATION",
    status: "VACATION",
    joined: -610,
    salary: "5600.00",
    skills: ["Ensino Técnico", "Bolsas de Estudo", "Formação de Formadores"],
  },
  {
    name: "Johannes Amupolo",
    role: "Gestor de Produto",
    email: "johannes.amupolo@ponte.example",
    phone: "+264 85 555 5050",
    country: "NA",
    department: "PRODUCT",
    status: "ACTIVE",
    joined: -480,
    salary: "6400.00",
    skills: ["Descoberta de Produto", "UX", "Roteiros", "Métricas"],
  },
  {
    name: "Lerato Dlamini",
    role: "Especialista de Marketing",
    email: "lerato.dlamini@ponte.example",
    phone: "+27 71 555 6060",
    country: "ZA",
    department: "MARKETING",
    status: "INACTIVE",
    joined: -330,
    salary: "4800.00",
    skills: ["Comunicação", "Eventos", "Redes Sociais"],
  },
] as const;

export async function seedTeam({ tx, today }: SeedContext): Promise<void> {
  await tx.staffMember.createMany({
    data: SEED_STAFF.map((s) => ({
      name: s.name,
      role: s.role,
      email: s.email,
      phone: s.phone,
      country: s.country,
      department: s.department,
      status: s.status,
      joinDate: daysFrom(today, s.joined),
      salary: s.salary,
      salaryCurrency: "USD" as const,
      skills: [...s.skills],
    })),
  });
}
