import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useAuth } from "#client/features/auth/index.ts";
import type { SessionAnalysis } from "#shared/contracts/analysis.ts";
import type { SessionDetail } from "#shared/contracts/sessions.ts";
import { nextAnalysisPoll } from "#shared/domain/analysis-polling.ts";
import { analysisKeys } from "../api/analysis-keys.ts";
import { useAnalysis } from "../api/get-analysis.ts";
import { useAnalysisStatus } from "../api/get-analysis-status.ts";
import { useSessionDetail } from "../api/get-session-detail.ts";
import {
  ANALYSIS_FAILED,
  ANALYSIS_NOT_FOUND,
  ANALYSIS_TOO_SLOW,
  loadErrorMessage,
  NO_SESSION_ID,
  SIGN_IN_EXPIRED,
  SIGN_IN_REQUIRED,
} from "../lib/analysis-messages.ts";

/** docs/product.md §2.11: the screen waits this long for a signed-in session before it gives up. */
export const AUTH_WAIT_MS = 3000;

export type SessionAnalysisState =
  | { kind: "loading" }
  | {
      kind: "error";
      message: string;
      /** The server's reason for a failed analysis, when it gave one. */
      detail?: string;
      /** Trying again may help (a slow or missing analysis, a failed request). */
      canRetry: boolean;
    }
  /** The session is there, its analysis is not yet: the header and transcript show already. */
  | { kind: "waiting"; session: SessionDetail }
  /** Completed, but the answer holds no analysis. */
  | { kind: "empty"; session: SessionDetail }
  | { kind: "ready"; session: SessionDetail; analysis: SessionAnalysis };

/**
 * One session's analysis (docs/product.md §2.11, §5.3 and §5.6): the session, the status (polled while
 * processing or not found) and, once completed, the analysis, folded into one screen state.
 */
export function useSessionAnalysis(sessionId: string | undefined): SessionAnalysisState & {
  retry: () => void;
} {
  const { session: auth } = useAuth();
  const userId = auth?.user.id ?? "";
  const id = sessionId ?? "";
  const enabled = id !== "" && auth !== null;

  const [authWaitOver, setAuthWaitOver] = useState(false);
  useEffect(() => {
    if (auth) return;
    const timer = setTimeout(() => setAuthWaitOver(true), AUTH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [auth]);

  const session = useSessionDetail(userId, id, enabled);
  const status = useAnalysisStatus(userId, id, enabled);
  const check = status.data;
  const analysis = useAnalysis(userId, id, enabled && check?.status === "completed");

  const queryClient = useQueryClient();
  const retry = useCallback(() => {
    void queryClient.resetQueries({ queryKey: analysisKeys.forSession(userId, id) });
  }, [queryClient, userId, id]);

  return { ...screenState(), retry };

  function screenState(): SessionAnalysisState {
    if (!sessionId) return { kind: "error", message: NO_SESSION_ID, canRetry: false };
    if (!auth) {
      return authWaitOver
        ? { kind: "error", message: SIGN_IN_REQUIRED, canRetry: false }
        : { kind: "loading" };
    }
    const failed = session.error ?? status.error ?? analysis.error;
    if (failed) {
      const message = loadErrorMessage(failed);
      return { kind: "error", message, canRetry: message !== SIGN_IN_EXPIRED };
    }
    if (check?.status === "failed") {
      return { kind: "error", message: ANALYSIS_FAILED, detail: check.error, canRetry: false };
    }
    if (check && nextAnalysisPoll(check.status, check.polls).kind === "exhausted") {
      const message = check.status === "processing" ? ANALYSIS_TOO_SLOW : ANALYSIS_NOT_FOUND;
      return { kind: "error", message, canRetry: true };
    }
    if (!session.data || !check) return { kind: "loading" };
    if (check.status !== "completed") return { kind: "waiting", session: session.data };
    if (analysis.isPending) {
      // After waiting, the transcript stays while the result loads; on a first visit to a
      // finished analysis the spinner stays until everything is there.
      return check.polls > 0 ? { kind: "waiting", session: session.data } : { kind: "loading" };
    }
    return analysis.data
      ? { kind: "ready", session: session.data, analysis: analysis.data }
      : { kind: "empty", session: session.data };
  }
}
