import type { ComponentType } from "react";
import { BooksIcon, ChartIcon, ChatSparkIcon, HomeIcon, UserIcon } from "../ui/icons.tsx";

export type NavItem = { to: string; label: string; icon: ComponentType<{ className?: string }> };

// docs/product.md §2.1: the five entries, in this order.
export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/", label: "Start", icon: HomeIcon },
  { to: "/analyse", label: "Analyse", icon: ChartIcon },
  { to: "/tutor", label: "Tutor", icon: ChatSparkIcon },
  { to: "/faecher", label: "Fächer", icon: BooksIcon },
  { to: "/profil", label: "Profil", icon: UserIcon },
];

function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Start is active only on exactly "/"; Analyse also for /analysis/… (one session's analysis);
 * the others for their path and everything below it. Matching whole segments, so a path such
 * as /tutorial would not light up Tutor.
 */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === "/") return pathname === "/";
  if (itemPath === "/analyse") return isWithin(pathname, "/analyse") || isWithin(pathname, "/analysis");
  return isWithin(pathname, itemPath);
}
