import {
  Bot,
  Boxes,
  CalendarDays,
  ChefHat,
  ClipboardList,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  ShoppingCart,
  Sun,
  UserRound,
  Users,
  Wrench,
} from "lucide-react";
import { paths } from "#shared/routing/paths.ts";

export interface NavItem {
  to: string;
  /** Key in the common namespace's "nav" group. */
  label: string;
  icon: LucideIcon;
}

/** The sidebar's 'Navegación' group, in the order of spec §2. */
export const sidebarItems: NavItem[] = [
  { to: paths.dailyBrief, label: "dailyBrief", icon: Sun },
  { to: paths.dashboard, label: "dashboard", icon: LayoutDashboard },
  { to: paths.tasks, label: "tasks", icon: ClipboardList },
  { to: paths.shopping, label: "shopping", icon: ShoppingCart },
  { to: paths.pantry, label: "pantry", icon: Boxes },
  { to: paths.meals, label: "meals", icon: ChefHat },
  { to: paths.services, label: "services", icon: Wrench },
  { to: paths.calendar, label: "calendar", icon: CalendarDays },
  { to: paths.chat, label: "chat", icon: Bot },
  { to: paths.community, label: "community", icon: Users },
  { to: paths.profiles, label: "profiles", icon: UserRound },
  { to: paths.settings, label: "settings", icon: Settings },
];

/** The bottom bar under 768 px (spec §2). */
export const bottomBarItems: NavItem[] = [
  { to: paths.dashboard, label: "bottomDashboard", icon: LayoutDashboard },
  { to: paths.chat, label: "bottomChat", icon: Bot },
  { to: paths.community, label: "bottomCommunity", icon: Users },
  { to: paths.pantry, label: "bottomPantry", icon: Boxes },
  { to: paths.profiles, label: "bottomProfile", icon: UserRound },
];
