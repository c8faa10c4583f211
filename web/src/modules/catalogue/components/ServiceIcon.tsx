import { GraduationCap, HeartPulse, Lightbulb, type LucideIcon, Plane, Store, Truck } from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  "graduation-cap": GraduationCap,
  "heart-pulse": HeartPulse,
  store: Store,
  plane: Plane,
  truck: Truck,
  lightbulb: Lightbulb,
};

export function ServiceIcon({ name, size = 22 }: { name: string; size?: number }) {
  const Icon = ICONS[name] ?? Lightbulb;
  return <Icon size={size} aria-hidden="true" />;
}
