import { useState } from "react";
import { Link, useParams } from "react-router";
import { BackLink } from "#client/components/ui/back-link.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { LoadingState } from "#client/components/ui/loading-state.tsx";
import { useClassDetail } from "#client/features/classes/api/get-class.ts";
import { Card } from "#client/features/classes/components/card.tsx";
import { ClassListForm } from "#client/features/classes/components/class-list-form.tsx";
import { DeleteClassButton } from "#client/features/classes/components/delete-class-button.tsx";
import { JoinCodePanel } from "#client/features/classes/components/join-code-panel.tsx";
import { MemberList } from "#client/features/classes/components/member-list.tsx";
import { type PupilCard, PupilCards } from "#client/features/classes/components/pupil-cards.tsx";
import { classLevelLabel } from "#client/features/classes/lib/labels.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";

/**
 * /klassen/:classId/verwalten: the join code (with its QR code), accounts from a class list with
 * their sign-in cards to print, and the members (new passphrase, delete). While cards are shown
 * everything else is print:hidden, so printing gives the cards alone.
 */
export default function ClassManageRoute() {
  const classId = useParams().classId ?? "";
  const detail = useClassDetail(classId);
  const [cards, setCards] = useState<PupilCard[] | null>(null);
  usePageTitle(detail.data ? `Klasse ${detail.data.name} verwalten` : "Klasse verwalten");

  if (detail.isError) {
    return (
      <div className="space-y-4">
        <BackLink to="/">Zu meinen Klassen</BackLink>
        <ErrorAlert message={detail.error.message} />
      </div>
    );
  }
  if (!detail.data) return <LoadingState label="Klasse wird geladen …" />;
  const cls = detail.data;
  const hideWhenPrinting = cards ? "print:hidden" : "";

  return (
    <div className="space-y-6">
      <div className={`space-y-2 ${hideWhenPrinting}`}>
        <BackLink to={`/klassen/${cls.id}`}>Zur Übersicht der Klasse</BackLink>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          Klasse {cls.name}
        </h1>
        <p className="text-slate-700 dark:text-slate-200">{classLevelLabel(cls.schoolType, cls.grade)}</p>
      </div>
      {cards && <PupilCards className={cls.name} cards={cards} onDone={() => setCards(null)} />}
      <div className={`space-y-6 ${hideWhenPrinting}`}>
        <JoinCodePanel cls={cls} />
        <Card title="Konten ohne E-Mail erstellen">
          <ClassListForm classId={cls.id} onCreated={(result) => setCards(result.pupils)} />
        </Card>
        <Card title={`Schüler:innen (${cls.members.length})`}>
          <MemberList
            classId={cls.id}
            members={cls.members}
            onReset={(member, reset) =>
              setCards([{ id: member.id, displayName: member.displayName, ...reset }])
            }
          />
        </Card>
        <div className="flex flex-wrap justify-between gap-3">
          <Link to={`/klassen/${cls.id}`} className={buttonClasses("secondary")}>
            Zur Übersicht der Klasse
          </Link>
          <DeleteClassButton classId={cls.id} name={cls.name} />
        </div>
      </div>
    </div>
  );
}
