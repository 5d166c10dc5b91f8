import { lazy, Suspense } from "react";
import { Navigate, type RouteObject, useRoutes } from "react-router";
import { FullPageLoader } from "#client/components/ui/full-page-loader.tsx";
import { RequireAuth } from "#client/features/auth/components/require-auth.tsx";
import LoginRoute from "./routes/login.tsx";

// /login is the only screen in the first download (issue 21, decision 056): everything behind
// the auth guard loads on first visit. The role gate (with the app shell, the onboarding and the
// start page) starts loading as soon as a guarded address is opened, while the session is checked.
const roleGate = () => import("./role-gate.tsx");
const RoleGate = lazy(() => roleGate().then((module) => ({ default: module.RoleGate })));
const HomeByRole = lazy(() => roleGate().then((module) => ({ default: module.HomeByRole })));
const PupilOnly = lazy(() => roleGate().then((module) => ({ default: module.PupilOnly })));
const TeacherOnly = lazy(() => roleGate().then((module) => ({ default: module.TeacherOnly })));
const ProfileRoute = lazy(() => import("./routes/profile.tsx"));
const SessionsRoute = lazy(() => import("./routes/sessions.tsx"));
const AnalysisRoute = lazy(() => import("./routes/analysis.tsx"));
const TutorRoute = lazy(() => import("./routes/tutor.tsx"));
const TutorSelectRoute = lazy(() => import("./routes/tutor-select.tsx"));
const TutorSessionTypeRoute = lazy(() => import("./routes/tutor-session-type.tsx"));
const TutorPrepareRoute = lazy(() => import("./routes/tutor-prepare.tsx"));
const TutorChatRoute = lazy(() => import("./routes/tutor-chat.tsx"));
const TutorVoiceRoute = lazy(() => import("./routes/tutor-voice.tsx"));
const SubjectsRoute = lazy(() => import("./routes/subjects.tsx"));
const ClassRoute = lazy(() => import("./routes/class.tsx"));
const ClassManageRoute = lazy(() => import("./routes/class-manage.tsx"));

// Routes: docs/product.md §2. Everything except /login passes the auth guard, then the role
// gate: a pupil's onboarding gate renders the app shell around the pupil's pages; a teacher gets
// the shell with the class pages (issue 20). "/" and /profil are both's.
export const appRoutes: RouteObject[] = [
  { path: "/login", element: <LoginRoute /> },
  {
    element: <Guarded />,
    children: [
      {
        element: <RoleGate />,
        children: [
          { index: true, element: <HomeByRole /> },
          { path: "profil", element: <ProfileRoute /> },
          {
            element: <PupilOnly />,
            children: [
              { path: "analyse", element: <SessionsRoute /> },
              { path: "analysis/:sessionId", element: <AnalysisRoute /> },
              { path: "tutor", element: <TutorRoute /> },
              { path: "tutor/select", element: <TutorSelectRoute /> },
              { path: "tutor/select/:subjectId", element: <TutorSessionTypeRoute /> },
              { path: "tutor/prepare/:subject/:type", element: <TutorPrepareRoute /> },
              { path: "tutor/ai-chat/:subject", element: <TutorChatRoute /> },
              { path: "tutor/ai-voice/:subject", element: <TutorVoiceRoute /> },
              { path: "faecher", element: <SubjectsRoute /> },
            ],
          },
          {
            element: <TeacherOnly />,
            children: [
              { path: "klassen/:classId", element: <ClassRoute /> },
              { path: "klassen/:classId/verwalten", element: <ClassManageRoute /> },
            ],
          },
        ],
      },
    ],
  },
  { path: "*", element: <Navigate to="/" replace /> },
];

/**
 * The auth guard, with the role gate already on its way; the skeleton's message while it is still
 * loading after the session has been checked (index.html).
 */
function Guarded() {
  void roleGate();
  return (
    <Suspense fallback={<FullPageLoader label="Lernfunke wird geladen …" />}>
      <RequireAuth />
    </Suspense>
  );
}

/**
 * The routes, for a <BrowserRouter> (main.tsx) or a <MemoryRouter> (tests). React Router's
 * declarative mode, not its data router (createBrowserRouter): the app uses no loaders, actions
 * or fetchers, and the data router's code is a sixth of /login's first download (decision 056).
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
