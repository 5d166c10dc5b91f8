import { lazy } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { RequireAuth } from "#client/features/auth/components/require-auth.tsx";
import { HomeByRole, PupilOnly, RoleGate, TeacherOnly } from "./role-gate.tsx";
import LoginRoute from "./routes/login.tsx";
import ProfileRoute from "./routes/profile.tsx";

// Screens of later features load on first visit, keeping the first download small.
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
export const appRoutes = [
  { path: "/login", element: <LoginRoute /> },
  {
    element: <RequireAuth />,
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

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
