import { lazy } from "react";
import { Navigate, Outlet } from "react-router";
import { AppShell } from "#client/components/layout/app-shell.tsx";
import { useRole } from "#client/features/auth/hooks/use-role.ts";
import { OnboardingGate } from "./onboarding-gate.tsx";
import HomeRoute from "./routes/home.tsx";

const ClassesRoute = lazy(() => import("./routes/classes.tsx"));

/**
 * Behind the auth guard: a teacher gets the app shell with the teacher's entries and never the
 * pupil onboarding; a pupil goes through the onboarding gate as before (issue 20).
 */
export function RoleGate() {
  if (useRole() === "teacher") {
    return (
      <AppShell>
        <Outlet />
      </AppShell>
    );
  }
  return <OnboardingGate />;
}

/** "/": a teacher's home is the classes, a pupil's the start page. */
export function HomeByRole() {
  return useRole() === "teacher" ? <ClassesRoute /> : <HomeRoute />;
}

/** Routes only a pupil has (the tutor, the sessions): a teacher is sent home. */
export function PupilOnly() {
  return useRole() === "teacher" ? <Navigate to="/" replace /> : <Outlet />;
}

/** A teacher's class pages: a pupil is sent home (the server answers them 403 anyway). */
export function TeacherOnly() {
  return useRole() === "teacher" ? <Outlet /> : <Navigate to="/" replace />;
}
