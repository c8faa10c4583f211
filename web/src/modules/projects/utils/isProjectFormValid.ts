import type { ProjectFormValues } from "./ProjectFormValues";

/** "Criar Projeto" stays disabled until name, client, country and sector are filled (spec §5). */
export function isProjectFormValid(v: ProjectFormValues): boolean {
  return v.name.trim() !== "" && v.clientId !== "" && v.country !== "" && v.sector !== "";
}
