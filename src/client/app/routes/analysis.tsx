import { useParams } from "react-router";
import { AnalysisScreen } from "#client/features/analysis/components/analysis-screen.tsx";
import { TutorMarkdown } from "#client/features/chat/components/tutor-markdown.tsx";
import { DimensionList } from "#client/features/profile/components/dimension-list.tsx";
import { LearningProfileRadar } from "#client/features/profile/components/learning-profile-radar.tsx";
import { SubjectEmoji } from "#client/features/subjects/components/subject-emoji.tsx";
import { HelpCard } from "#client/features/tutor-session/index.ts";
import { preferenceWord } from "#shared/domain/learning-profile.ts";
import { findSubject } from "#shared/domain/subjects.ts";
import { useStartSession } from "../session-gate/start-session-context.ts";

// A radar needs at least three axes to be a shape; with fewer the list alone shows the values.
const MIN_RADAR_AXES = 3;

/**
 * /analysis/:sessionId (docs/product.md §2.11). The analysis feature draws the screen; this route hands
 * it what other features draw: the subject's emoji tile, the learning profile's radar chart and
 * list (each value worded as the preference the session showed, issue 16), the tutor's Markdown, and the chat's help card (Pro Juventute 147) for a crisis session.
 * The route is loaded lazily, so Markdown and KaTeX stay out of the first download.
 */
export default function AnalysisRoute() {
  const { sessionId } = useParams();
  const { linkProps } = useStartSession();
  return (
    <AnalysisScreen
      key={sessionId}
      sessionId={sessionId}
      subjectIcon={(session) => {
        const subject = findSubject(session.subjectId) ?? findSubject(session.subjectName);
        return subject ? <SubjectEmoji subject={subject} /> : null;
      }}
      renderLearningProfile={({ values, dimensions, headingId }) => (
        <div className="space-y-6">
          {dimensions.length >= MIN_RADAR_AXES && (
            <LearningProfileRadar dimensions={values} axes={dimensions} />
          )}
          <DimensionList
            dimensions={values}
            axes={dimensions}
            headingId={headingId}
            valueWord={preferenceWord}
            compact
          />
        </div>
      )}
      renderTutorText={(text) => <TutorMarkdown text={text} />}
      renderHelpCard={(card) => <HelpCard card={card} />}
      newSessionLink={linkProps("/tutor/select")}
    />
  );
}
