import { lazy } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { RequireAuth } from "#client/features/auth/components/require-auth.tsx";
import { OnboardingGate } from "./onboarding-gate.tsx";
import HomeRoute from "./routes/home.tsx";
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

// Routes: docs/product.md §2. Everything except /login passes the auth guard, then the
// onboarding gate, which renders the app shell around these pages.
export const appRoutes = [
  { path: "/login", element: <LoginRoute /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <OnboardingGate />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: "analyse", element: <SessionsRoute /> },
          { path: "analysis/:sessionId", element: <AnalysisRoute /> },
          { path: "tutor", element: <TutorRoute /> },
          { path: "tutor/select", element: <TutorSelectRoute /> },
          { path: "tutor/select/:subjectId", element: <TutorSessionTypeRoute /> },
          { path: "tutor/prepare/:subject/:type", element: <TutorPrepareRoute /> },
          { path: "tutor/ai-chat/:subject", element: <TutorChatRoute /> },
          { path: "tutor/ai-voice/:subject", element: <TutorVoiceRoute /> },
          { path: "faecher", element: <SubjectsRoute /> },
          { path: "profil", element: <ProfileRoute /> },
        ],
      },
    ],
  },
  { path: "*", element: <Navigate to="/" replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
