import { Briefcase, Bus, Cpu, GraduationCap, HeartPulse, Landmark, Leaf, Lightbulb, type LucideIcon, Mountain, TreePalm, ShoppingBag, Sprout } from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  HEALTH: HeartPulse,
  EDUCATION: GraduationCap,
  TOURISM: TreePalm,
  COMMERCE: ShoppingBag,
  TRANSPORT: Bus,
  TECHNOLOGY: Cpu,
  AGRICULTURE: Sprout,
  MINING: Mountain,
  SUSTAINABILITY: Leaf,
  INNOVATION: Lightbulb,
  GOVERNMENT: Landmark,
};

/** Each sector's icon (spec §3: every sector has an icon). */
export function sectorIcon(sector: string): LucideIcon {
  return ICONS[sector] ?? Briefcase;
}
