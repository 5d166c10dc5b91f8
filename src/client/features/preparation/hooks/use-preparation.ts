import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { UploadAnalysisResult } from "#shared/contracts/files.ts";
import type { GeneratedPlan, GeneratePlanInput } from "#shared/contracts/preparation.ts";
import { useGeneratePlan } from "../api/generate-plan.ts";
import { useSavePreparation } from "../api/save-preparation.ts";
import { useUploadPreparationFiles } from "../api/upload-preparation-files.ts";
import { analyzedContentOf, preparationDataOf, readPlan } from "../lib/plan-data.ts";
import { READY_DELAY_MS } from "../lib/plan-progress.ts";
import { usePlanProgress } from "./use-plan-progress.ts";

export type PreparationStage = "input" | "analyzing" | "planning" | "ready";

type UsePreparationOptions = {
  subjectId: string;
  sessionType: GeneratePlanInput["sessionType"];
  sessionId: string;
  userId: string;
};

const UPLOAD_FAILED = "Fehler beim Hochladen der Dateien. Bitte versuche es erneut.";

/** docs/product.md §5.3, preparation upload failed. */
function uploadFailure(cause: unknown): string {
  const message = cause instanceof Error ? cause.message.trim() : "";
  return message ? `Fehler beim Hochladen: ${message}` : UPLOAD_FAILED;
}

/**
 * The preparation's stages (docs/product.md §2.8): input → analyzing (only while files upload) →
 * planning → ready 500 ms after the plan's answer. An upload error goes back to input with the
 * message; a plan error is only logged and the pupil can start without a plan. start() saves
 * the preparation, then opens the session with its sessionId.
 */
export function usePreparation({ subjectId, sessionType, sessionId, userId }: UsePreparationOptions) {
  const navigate = useNavigate();
  const [stage, setStage] = useState<PreparationStage>("input");
  const [error, setError] = useState<string | null>(null);
  const [question, setQuestion] = useState("");
  const [results, setResults] = useState<UploadAnalysisResult[]>([]);
  const [plan, setPlan] = useState<GeneratedPlan | null>(null);
  const [planSettled, setPlanSettled] = useState(false);
  const upload = useUploadPreparationFiles();
  const generate = useGeneratePlan();
  const save = useSavePreparation();
  const progress = usePlanProgress(stage === "planning", planSettled);
  // Set at once (state is not): a double click must not upload the files twice.
  const running = useRef(false);

  useEffect(() => {
    if (stage !== "planning" || !planSettled) return;
    const timer = window.setTimeout(() => setStage("ready"), READY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [stage, planSettled]);

  async function prepare(text: string, files: readonly File[]) {
    if (!text.trim() || running.current) return;
    running.current = true;
    try {
      await run(text, files);
    } finally {
      running.current = false;
    }
  }

  async function run(text: string, files: readonly File[]) {
    setError(null);
    setQuestion(text);
    let analysed: UploadAnalysisResult[] = [];
    if (files.length > 0) {
      setStage("analyzing");
      try {
        const response = await upload.mutateAsync({ files, sessionId, userId });
        analysed = response.analysisResults ?? [];
        // An answer with an error and nothing analysed is a failed upload too.
        if (analysed.length === 0 && response.error) throw new Error(response.error);
      } catch (cause) {
        setError(uploadFailure(cause));
        setStage("input");
        return;
      }
    }
    setResults(analysed);
    setPlan(null);
    setPlanSettled(false);
    setStage("planning");
    try {
      const response = await generate.mutateAsync({
        userQuestion: text.trim(),
        subjectId,
        sessionType,
        analyzedContent: analyzedContentOf(analysed),
      });
      const generated = readPlan(response.preparationPlan);
      if (response.error || !generated) {
        console.warn("The preparation plan came back incomplete:", response.error ?? "unreadable plan");
      }
      setPlan(generated);
    } catch (cause) {
      // docs/product.md §2.8: only logged; the progress completes and the pupil starts without a plan.
      console.warn("Could not generate the preparation plan.", cause);
    }
    setPlanSettled(true);
  }

  async function start() {
    if (stage !== "ready" || save.isPending) return;
    try {
      await save.mutateAsync({
        sessionId,
        preparationData: preparationDataOf(question, results, plan),
        subjectId,
        sessionType,
      });
    } catch {
      return; // shown from saveError
    }
    const route = sessionType === "voice" ? "ai-voice" : "ai-chat";
    void navigate(
      `/tutor/${route}/${encodeURIComponent(subjectId)}?sessionId=${encodeURIComponent(sessionId)}`,
    );
  }

  const saveError = save.error
    ? `Die Vorbereitung konnte nicht gespeichert werden: ${save.error.message}`
    : null;

  return { stage, error, progress, results, plan, prepare, start, starting: save.isPending, saveError };
}
