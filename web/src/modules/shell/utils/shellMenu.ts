import {
  BarChart3,
  FolderKanban,
  FolderPlus,
  Handshake,
  Headphones,
  Inbox,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  MapPinned,
  ScrollText,
  Users,
  Wallet,
  Webhook,
} from "lucide-react";
import type { CityId } from "../../../domain/cities";

/** Which count from `shellCounts` a menu badge shows. */
export type CountKey = "dashboardAdmin" | "projects" | "clients" | "teamMembers" | "pendingTransactions" | "unhandledContactMessages" | "memberDashboard";

export interface MenuItem {
  id: string;
  to: string;
  icon: LucideIcon;
  badge?: CountKey;
  /** submenu (Projetos) */
  children?: MenuItem[];
}

export interface MenuSection {
  id: string;
  items: MenuItem[];
}

/** The admin sidebar exactly as spec §2.1 lists it (+ API tokens and the audit log in a small settings section). */
export const ADMIN_MENU: MenuSection[] = [
  {
    id: "main",
    items: [
      { id: "dashboard", to: "/app", icon: LayoutDashboard, badge: "dashboardAdmin" },
      {
        id: "projects",
        to: "/app/projects",
        icon: FolderKanban,
        badge: "projects",
        children: [
          { id: "projectsManage", to: "/app/projects", icon: FolderKanban },
          { id: "projectsCreate", to: "/create-project", icon: FolderPlus },
        ],
      },
      { id: "clients", to: "/app/clients", icon: Handshake, badge: "clients" },
      { id: "team", to: "/app/team", icon: Users, badge: "teamMembers" },
      { id: "finance", to: "/app/finance", icon: Wallet, badge: "pendingTransactions" },
    ],
  },
  { id: "analytics", items: [{ id: "analytics", to: "/app/analytics", icon: BarChart3 }] },
  {
    id: "services",
    items: [
      { id: "services", to: "/app/services", icon: MapPinned },
      { id: "contact", to: "/app/contact", icon: Headphones },
      { id: "contactInbox", to: "/app/contact/messages", icon: Inbox, badge: "unhandledContactMessages" },
    ],
  },
  {
    id: "settings",
    items: [
      { id: "apiTokens", to: "/app/api-tokens", icon: KeyRound },
      { id: "webhooks", to: "/app/webhooks", icon: Webhook },
      { id: "auditLog", to: "/app/audit", icon: ScrollText },
    ],
  },
];

/** Spec §2.1: Meu Painel, Serviços Regionais, Contato. */
export const MEMBER_MENU: MenuSection[] = [
  {
    id: "main",
    items: [
      { id: "myDashboard", to: "/app", icon: LayoutDashboard, badge: "memberDashboard" },
      { id: "services", to: "/app/services", icon: MapPinned },
      { id: "contact", to: "/app/contact", icon: Headphones },
    ],
  },
];

/** Offices named in the menu (spec §2.1); city names come from the catalogue (`common.city.<id>`). */
export const REGIONAL_PRESENCE: { country: "AO" | "NA" | "ZA"; cities: CityId[] }[] = [
  { country: "AO", cities: ["cunene", "lubango"] },
  { country: "NA", cities: ["oshakati", "windhoek"] },
  { country: "ZA", cities: ["capeTown", "johannesburg"] },
];

export const APP_VERSION = "2.1.0";
