import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useRole } from "#client/features/auth/hooks/use-role.ts";
import { isNavItemActive, NAV_ITEMS, TEACHER_NAV_ITEMS } from "./nav-items.ts";

type MainNavProps = {
  className?: string;
  listClassName: string;
  linkClassName: (active: boolean) => string;
  /** Wraps the entry's icon, e.g. in the tab bar's pill; the icon alone by default. */
  renderIcon?: (icon: ReactNode, active: boolean) => ReactNode;
};

/**
 * The five entries (a teacher's two) as the "Hauptnavigation" landmark, the current one marked with
 * aria-current="page". The sidebar and the bottom tab bar differ only in their look.
 */
export function MainNav({
  className,
  listClassName,
  linkClassName,
  renderIcon = (icon) => icon,
}: MainNavProps) {
  const { pathname } = useLocation();
  const items = useRole() === "teacher" ? TEACHER_NAV_ITEMS : NAV_ITEMS;
  return (
    <nav aria-label="Hauptnavigation" className={className}>
      <ul className={listClassName}>
        {items.map(({ to, label, icon: Icon }) => {
          const active = isNavItemActive(to, pathname);
          return (
            <li key={to}>
              <Link to={to} aria-current={active ? "page" : undefined} className={linkClassName(active)}>
                {renderIcon(<Icon className="size-5" />, active)}
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
