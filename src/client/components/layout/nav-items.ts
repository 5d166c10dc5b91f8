import type { ComponentType } from "react";
import { BooksIcon, ChartIcon, ChatSparkIcon, ClassIcon, HomeIcon, UserIcon } from "../ui/icons.tsx";

export type NavItem = { to: string; label: string; icon: ComponentType<{ className?: string }> };

// docs/product.md §2.1: the five entries, in this order.
export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/", label: "Start", icon: HomeIcon },
  { to: "/analyse", label: "Analyse", icon: ChartIcon },
  { to: "/tutor", label: "Tutor", icon: ChatSparkIcon },
  { to: "/faecher", label: "Fächer", icon: BooksIcon },
  { to: "/profil", label: "Profil", icon: UserIcon },
];

// A teacher's two entries (issue 20): the classes are the teacher's home, and one class's pages
// (/klassen/…) belong to it.
export const TEACHER_NAV_ITEMS: readonly NavItem[] = [
  { to: "/", label: "Klassen", icon: ClassIcon },
  { to: "/profil", label: "Profil", icon: UserIcon },
];

function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Start (a teacher's «Klassen») is active only on exactly "/" and on a class's pages; Analyse
 * also for /analysis/… (one session's analysis); the others for their path and everything below
 * it. Matching whole segments, so a path such as /tutorial would not light up Tutor.
 */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  // /klassen/… is a teacher's; a pupil never gets there (the router sends them home).
  if (itemPath === "/") return pathname === "/" || isWithin(pathname, "/klassen");
  if (itemPath === "/analyse") return isWithin(pathname, "/analyse") || isWithin(pathname, "/analysis");
  return isWithin(pathname, itemPath);
}
