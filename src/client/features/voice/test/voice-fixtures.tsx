import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { AuthProvider } from "#client/features/auth/index.ts";
import { AppConfigProvider } from "#client/lib/app-config.tsx";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { hostedChatHealth, offlineChatHealth, serveApi } from "#client/test/onboarding-fixtures.ts";
import { createTestQueryClient, json, routedApp, testConfig } from "#client/test/render-app.tsx";
import type { HelpCard } from "#shared/contracts/chat.ts";
import type { SignedUrlResponse, VoiceHealthResponse } from "#shared/contracts/voice.ts";
import {
  type StartVoiceConversation,
  VoiceConversationContext,
  type VoiceSessionRequest,
} from "../lib/start-conversation.ts";

// The voice screen's tests: a fake of the voice service (the SDK's startSession) plugged in
// through VoiceConversationContext, the microphone and wake lock of the browser, and the API.

export const VOICE = "/tutor/ai-voice/mathematik?sessionId=s-test";
export const SIGNED_URL =
  "GET /api/elevenlabs/signed-url?subject=mathematik&sessionType=voice&sessionId=s-test";
export const COMPLETE = "POST /api/sessions/s-test/complete";
/** The resume lookup of session s-test (docs/decisions/039-resume-and-resend.md). */
export const SESSION = "GET /api/sessions/s-test";

/** The help card the server sends with the signed URL (the chat's, Pro Juventute 147). */
export const HELP_CARD: HelpCard = {
  title: "Pro Juventute – Beratung + Hilfe 147",
  lines: ["Telefon und SMS 147 – gratis, rund um die Uhr", "Chat und E-Mail auf 147.ch"],
  phone: "147",
  url: "https://www.147.ch",
};

export function signedUrlResponse(backend: "elevenlabs" | "local" = "local"): SignedUrlResponse {
  const dynamicVariables = {
    subject: "Mathematik",
    subject_id: "mathematik",
    topic: "",
    session_id: "s-test",
    session_type: "voice",
    user_class: "",
    user_name: "Mia",
  };
  return backend === "local"
    ? {
        signedUrl: "ws://localhost/api/voice/agent?ticket=t1",
        sessionId: "s-test",
        sessionOptions: {
          backend,
          overrides: { agent: { firstMessage: "Hallo!", language: "de" } },
          dynamicVariables,
        },
        helpCard: HELP_CARD,
      }
    : {
        signedUrl: "wss://api.elevenlabs.io/v1/convai/conversation?agent_id=a&conversation_signature=s",
        sessionId: "s-test",
        sessionOptions: {
          backend,
          overrides: { agent: { prompt: { prompt: "Du bist…" }, firstMessage: "Hallo!", language: "de" } },
          dynamicVariables,
        },
        helpCard: HELP_CARD,
      };
}

type Route = (init?: RequestInit) => Response | Promise<Response>;

/**
 * An onboarded pupil with a learning profile; the voice API answers as given. `offlineTutor`: the
 * chat's health names the built-in tutor, which the local agent asks (hosted by default).
 */
export function serveVoice({
  speechRecognition = true,
  backend = "local",
  offlineTutor = false,
  signedUrl = () => json(signedUrlResponse()),
  routes = {},
}: {
  speechRecognition?: boolean;
  backend?: VoiceHealthResponse["backend"];
  offlineTutor?: boolean;
  signedUrl?: Route;
  routes?: Record<string, Route>;
} = {}) {
  const health: VoiceHealthResponse = { status: "ok", backend, speechRecognition, voice: "offline" };
  return serveApi({
    profile: true,
    routes: {
      "GET /api/elevenlabs/health": () => json(health),
      "GET /api/chat/health": offlineTutor ? offlineChatHealth : hostedChatHealth,
      [SIGNED_URL]: signedUrl,
      // A new session, unless a test says otherwise: the server does not know it yet (decision 039).
      [SESSION]: () => json({ message: "Session nicht gefunden.", code: "not_found" }, 404),
      ...routes,
    },
  });
}

type FakeHandle = {
  endSession: ReturnType<typeof vi.fn<() => Promise<void>>>;
  setVolume: ReturnType<typeof vi.fn<(options: { volume: number }) => void>>;
  sendUserMessage: ReturnType<typeof vi.fn<(text: string) => void>>;
  isOpen: ReturnType<typeof vi.fn<() => boolean>>;
};

type FakeStart = {
  request: VoiceSessionRequest;
  handle: FakeHandle;
  resolve: () => void;
  reject: (error: unknown) => void;
};

/**
 * The voice service as the tests drive it: each startSession waits until the test connects or
 * fails it; the callbacks are the screen's own. Ending calls onDisconnect("user") like the SDK.
 */
export function fakeVoiceService() {
  const starts: FakeStart[] = [];
  const start: StartVoiceConversation = (request) =>
    new Promise((resolve, reject) => {
      let open = true;
      const handle: FakeHandle = {
        endSession: vi.fn(async () => {
          if (!open) return;
          open = false;
          request.onDisconnect({ reason: "user" });
        }),
        setVolume: vi.fn(),
        sendUserMessage: vi.fn(),
        isOpen: vi.fn(() => open),
      };
      starts.push({ request, handle, resolve: () => resolve(handle), reject });
    });
  const latest = () => {
    const last = starts.at(-1);
    if (!last) throw new Error("startSession was not called");
    return last;
  };
  return {
    start,
    starts,
    latest,
    /** Waits for startSession, then connects it (onConnect, then the promise resolves). */
    async connect() {
      await vi.waitFor(() => latest());
      await act(async () => {
        latest().request.onConnect({ conversationId: "conv-1" });
        latest().resolve();
      });
      return latest().handle;
    },
    async fail(error: unknown) {
      await vi.waitFor(() => latest());
      await act(async () => latest().reject(error));
    },
    say(source: "user" | "ai", message: string) {
      act(() => latest().request.onMessage({ source, message }));
    },
  };
}

/** The app at `path` with the fake voice service (renderApp plus the voice seam). */
export function renderVoice(start: StartVoiceConversation, path = VOICE) {
  const { router, routes } = routedApp(path);
  const view = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AppConfigProvider config={testConfig}>
        <AuthProvider auth={createFakeAuthClient(fakeSession()).client}>
          <VoiceConversationContext value={start}>{routes}</VoiceConversationContext>
        </AuthProvider>
      </AppConfigProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** The voice screen of session s-test, once its heading is there. */
export async function openVoice(start: StartVoiceConversation, path = VOICE) {
  const view = renderVoice(start, path);
  await screen.findByRole("heading", { level: 1, name: "Mathematik - Sprechen" }, { timeout: 5000 });
  return view;
}

/**
 * navigator.mediaDevices (jsdom has none): getUserMedia allows, or refuses like a browser whose
 * pupil said no. Removed again after each test.
 */
export function stubMicrophone(answer: "allow" | "refuse" = "allow") {
  const stop = vi.fn();
  const getUserMedia = vi.fn(async () => {
    if (answer === "refuse") throw new DOMException("Permission denied", "NotAllowedError");
    return { getTracks: () => [{ stop }] } as unknown as MediaStream;
  });
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  return { getUserMedia, stop };
}

/** navigator.wakeLock (jsdom has none), recording requests and releases. */
export function stubWakeLock() {
  const release = vi.fn(async () => {});
  const request = vi.fn(async () => ({ released: false, release }) as unknown as WakeLockSentinel);
  Object.defineProperty(navigator, "wakeLock", { value: { request }, configurable: true });
  return { request, release };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "mediaDevices");
  Reflect.deleteProperty(navigator, "wakeLock");
  Reflect.deleteProperty(navigator, "permissions");
});
