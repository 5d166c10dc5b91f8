import type { ReactNode } from "react";
import { BackLink } from "#client/components/ui/back-link.tsx";
import { ArrowRightIcon, SparklesIcon } from "#client/components/ui/icons.tsx";
import { LoadingState } from "#client/components/ui/loading-state.tsx";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import type { CareAnalysis, SessionAnalysis } from "#shared/contracts/analysis.ts";
import type { HelpCard } from "#shared/contracts/chat.ts";
import type { SessionDetail } from "#shared/contracts/sessions.ts";
import { type SessionAnalysisState, useSessionAnalysis } from "../hooks/use-session-analysis.ts";
import { subjectNameOf } from "../lib/display.ts";
import { AnalysisHeader } from "./analysis-header.tsx";
import { AnalysisEmpty, AnalysisError } from "./analysis-problem.tsx";
import { CareCard } from "./care-card.tsx";
import { CompetencyUpdatesCard } from "./competency-updates-card.tsx";
import { LearningProfileSection, type LearningProfileSlot } from "./learning-profile-section.tsx";
import { NewSessionCard, type NewSessionLink } from "./new-session-card.tsx";
import { ProcessingNotice } from "./processing-notice.tsx";
import { SentenceListCard } from "./sentence-list-card.tsx";
import { SessionQualityCard } from "./session-quality-card.tsx";
import { SummaryCard } from "./summary-card.tsx";
import { TranscriptCard } from "./transcript-card.tsx";

export type AnalysisScreenProps = {
  sessionId: string | undefined;
  /** The subject's emoji tile (from the subjects feature); null or absent for a plain emoji. */
  subjectIcon?: (session: SessionDetail) => ReactNode;
  /** The learning profile's radar chart and list (from the profile feature). */
  renderLearningProfile: (slot: LearningProfileSlot) => ReactNode;
  /** Draws a tutor message of the transcript (Markdown, maths); plain text without it. */
  renderTutorText?: (text: string) => ReactNode;
  /** Draws Pro Juventute 147 for a crisis session (the chat's help card). */
  renderHelpCard: (card: HelpCard) => ReactNode;
  newSessionLink: NewSessionLink;
};

function pageTitle(state: SessionAnalysisState): string {
  return "session" in state ? `Nachbereitung: ${subjectNameOf(state.session)}` : "Nachbereitung";
}

/**
 * /analysis/{sessionId} (docs/product.md §2.11): the analysis of one session. While it is being made,
 * the header and the transcript show with a processing note; the cards follow when it is done.
 */
export function AnalysisScreen({ sessionId, ...slots }: AnalysisScreenProps) {
  const state = useSessionAnalysis(sessionId);
  usePageTitle(pageTitle(state));
  switch (state.kind) {
    case "loading":
      return <LoadingState label="Nachbereitung wird geladen …" />;
    case "error":
      return (
        <AnalysisError
          message={state.message}
          detail={state.detail}
          onRetry={state.canRetry ? state.retry : undefined}
        />
      );
    case "empty":
      return <AnalysisEmpty />;
    case "waiting":
      return (
        <AnalysisPage session={state.session} analysis={null} {...slots}>
          <ProcessingNotice />
        </AnalysisPage>
      );
    case "ready":
      return <AnalysisPage session={state.session} analysis={state.analysis} {...slots} />;
  }
}

type AnalysisPageProps = Omit<AnalysisScreenProps, "sessionId"> & {
  session: SessionDetail;
  analysis: SessionAnalysis | null;
  /** Above the cards (the processing note). */
  children?: ReactNode;
};

/**
 * Header, main column and a side column, beside the main one on wide screens: while the analysis
 * is made, the side column says the profile is still being analysed.
 */
function AnalysisPage({ session, analysis, children, ...slots }: AnalysisPageProps) {
  if (analysis?.care) return <CarePage session={session} analysis={analysis} {...slots} />;
  const summary = analysis?.summary?.trim() || session.sessionSummary?.trim();
  return (
    <div className="@container space-y-6">
      <BackLink to="/analyse">Alle Sessions</BackLink>
      <AnalysisHeader
        session={session}
        analysedAt={analysis?.timestamp ?? null}
        icon={slots.subjectIcon?.(session) ?? null}
      />
      {children}
      <div className="grid gap-6 @4xl:grid-cols-[minmax(0,1fr)_22rem] @4xl:items-start">
        <div className="min-w-0 space-y-6">
          {analysis && (
            <SessionQualityCard quality={analysis.sessionQuality} independence={analysis.independence} />
          )}
          <TranscriptCard
            transcript={session.conversationTranscript}
            renderTutorText={slots.renderTutorText}
          />
          {summary && <SummaryCard summary={summary} />}
          {analysis && analysis.competencyUpdates.length > 0 && (
            <CompetencyUpdatesCard updates={analysis.competencyUpdates} />
          )}
          {analysis && analysis.nextSteps.length > 0 && (
            <SentenceListCard
              title="Nächste Schritte"
              icon={<ArrowRightIcon className="size-5" />}
              sentences={analysis.nextSteps}
              numbered
            />
          )}
        </div>
        <div className="min-w-0 space-y-6">
          <LearningProfileSection
            profile={analysis?.learningProfile ?? null}
            render={slots.renderLearningProfile}
          />
          {analysis && analysis.insights.length > 0 && (
            <SentenceListCard
              title="Erkenntnisse"
              icon={<SparklesIcon className="size-5" />}
              sentences={analysis.insights}
            />
          )}
          {analysis && <NewSessionCard kind="congrats" newSessionLink={slots.newSessionLink} />}
        </div>
      </div>
    </div>
  );
}

type CarePageProps = Omit<AnalysisScreenProps, "sessionId"> & {
  session: SessionDetail;
  analysis: CareAnalysis;
};

/**
 * A crisis session (decision 016): not graded. Instead of the quality, independence, profile,
 * competency updates, next steps and praise, a caring word with Pro Juventute 147 and other
 * help; the pupil's own transcript stays, as it does while an analysis is made.
 */
function CarePage({ session, analysis, ...slots }: CarePageProps) {
  return (
    <div className="@container space-y-6">
      <BackLink to="/analyse">Alle Sessions</BackLink>
      <AnalysisHeader
        session={session}
        analysedAt={analysis.timestamp}
        icon={slots.subjectIcon?.(session) ?? null}
      />
      <div className="grid gap-6 @4xl:grid-cols-[minmax(0,1fr)_22rem] @4xl:items-start">
        <div className="min-w-0 space-y-6">
          <CareCard summary={analysis.summary} care={analysis.care} renderHelpCard={slots.renderHelpCard} />
          <TranscriptCard
            transcript={session.conversationTranscript}
            renderTutorText={slots.renderTutorText}
          />
        </div>
        <div className="min-w-0 space-y-6">
          <NewSessionCard kind="later" newSessionLink={slots.newSessionLink} />
        </div>
      </div>
    </div>
  );
}
