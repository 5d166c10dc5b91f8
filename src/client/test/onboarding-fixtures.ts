import { vi } from "vitest";
import type { Onboarding } from "#shared/contracts/onboarding.ts";
import type { LearningProfile } from "#shared/domain/learning-profile.ts";
import { buildLearningProfile } from "#shared/domain/quiz-scoring.ts";
import { SUBJECTS } from "#shared/domain/subjects.ts";
import { ALL_ANSWERS } from "./quiz.ts";
import { json, mockFetch } from "./render-app.tsx";

export const onboardingRecord: Onboarding = {
  name: "Lea",
  schoolType: "SECONDARY",
  grade: 2,
  completed: true,
  answers: {},
  createdAt: "2025-03-07T10:00:00.000Z",
  updatedAt: "2025-03-07T10:00:00.000Z",
};

/** The profile the real scoring gives for ALL_ANSWERS. */
export const learningProfile: LearningProfile = buildLearningProfile(
  ALL_ANSWERS,
  new Date("2025-03-08T09:00:00.000Z"),
);

type ServeOptions = {
  profile: boolean;
  /** Overrides or additions, e.g. a failing enrolment. */
  routes?: Parameters<typeof mockFetch>[0];
};

/** GET /api/chat/health of a server with a hosted model: the tutor is called 'KI-Tutor'. */
export const hostedChatHealth = () =>
  json({ status: "ok", provider: "openai", model: "gpt-x", offline: false });
/** GET /api/chat/health of the app as shipped: the built-in 'Übungs-Tutor (offline)'. */
export const offlineChatHealth = () =>
  json({ status: "ok", provider: "offline", model: "lernfunke", offline: true });

/**
 * A small stand-in for the API: GET /api/onboarding, the quiz (which stores the profile, so
 * the refetch after it sees it), enrolling, an empty session list and a hosted tutor's health.
 * Returns the recorded calls.
 */
export function serveApi({ profile, routes = {} }: ServeOptions) {
  let record: Onboarding = profile
    ? { ...onboardingRecord, answers: { learning_profile: learningProfile } }
    : onboardingRecord;
  const { fetchMock, calls } = mockFetch({
    "GET /api/onboarding": () => json({ onboarding: record }),
    "POST /api/onboarding/learning-assessment": () => {
      record = { ...record, answers: { ...record.answers, learning_profile: learningProfile } };
      return json({ success: true, learningProfile });
    },
    // The profile lists the pupil's classes (issue 20); this pupil is in none.
    "GET /api/classes/memberships": () => json({ classes: [], teacherSeesTranscripts: false }),
    // The home page lists the pupil's sessions; this pupil has none yet.
    "GET /api/sessions": () => json({ data: [], total: 0 }),
    // Who answers names the tutor (docs/product.md §2.1); the local voice agent asks the chat's.
    "GET /api/chat/health": hostedChatHealth,
    "GET /api/elevenlabs/health": () =>
      json({ status: "ok", backend: "local", speechRecognition: true, voice: "offline" }),
    ...Object.fromEntries(
      SUBJECTS.map((subject) => [
        `POST /api/subjects/${subject.id}/enroll`,
        () => json({ success: true, subject, enrolledAt: "2025-03-08T09:00:00.000Z" }),
      ]),
    ),
    ...routes,
  });
  vi.stubGlobal("fetch", vi.fn(fetchMock));
  return calls;
}

export const bodyOf = (init?: RequestInit): unknown => JSON.parse(String(init?.body));
