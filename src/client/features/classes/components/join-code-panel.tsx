import { lazy, Suspense, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import type { ClassDetail } from "#shared/contracts/classes.ts";
import { useChangeJoinCode } from "../api/change-join-code.ts";
import { spacedCode } from "../lib/labels.ts";
import { joinLink } from "../lib/sign-in-address.ts";
import { Card } from "./card.tsx";

// The QR code's library loads only when the code is shown (decision 055).
const JoinQrCode = lazy(() => import("./join-qr-code.tsx"));

export const RENEW_CONFIRM =
  "Einen neuen Klassencode erstellen? Der bisherige Code funktioniert danach nicht mehr. Wer schon in der Klasse ist, bleibt drin.";

/**
 * The join code, large enough to read from the back of the room, with its QR code for the
 * projector; renew it (the old one stops working) or switch it off and on.
 */
export function JoinCodePanel({
  cls,
}: {
  cls: Pick<ClassDetail, "id" | "name" | "joinCode" | "joinCodeEnabled">;
}) {
  const change = useChangeJoinCode(cls.id);
  const [showQr, setShowQr] = useState(false);

  const renew = () => {
    if (window.confirm(RENEW_CONFIRM)) change.mutate({ kind: "renew" });
  };

  return (
    <Card title="Klassencode">
      {cls.joinCodeEnabled ? (
        <div className="space-y-3">
          <p className="text-slate-700 dark:text-slate-200">
            Mit diesem Code treten Schüler:innen im Profil unter «Klasse beitreten» bei.
          </p>
          <p className="font-mono text-5xl font-extrabold tracking-widest text-slate-900 sm:text-7xl dark:text-white">
            {/* Read letter by letter, not as a word. */}
            <span aria-hidden="true">{spacedCode(cls.joinCode)}</span>
            <span className="sr-only">{cls.joinCode.split("").join(" ")}</span>
          </p>
          {showQr && (
            <div className="flex justify-center rounded-2xl bg-white p-4 ring-1 ring-slate-200">
              <Suspense fallback={<Spinner className="size-9 text-orange-700" />}>
                <JoinQrCode
                  link={joinLink(cls.joinCode)}
                  label={`QR-Code zum Beitreten in die Klasse ${cls.name}`}
                />
              </Suspense>
            </div>
          )}
        </div>
      ) : (
        <p className="text-slate-700 dark:text-slate-200">
          Der Klassencode ist ausgeschaltet: Niemand kann mit einem Code beitreten. Wer schon in der Klasse
          ist, bleibt drin.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {cls.joinCodeEnabled && (
          <Button variant="secondary" onClick={() => setShowQr((shown) => !shown)} aria-expanded={showQr}>
            {showQr ? "QR-Code verbergen" : "QR-Code zeigen"}
          </Button>
        )}
        <Button variant="secondary" onClick={renew} disabled={change.isPending}>
          Neuen Code erstellen
        </Button>
        <Button
          variant="secondary"
          onClick={() => change.mutate({ kind: "switch", enabled: !cls.joinCodeEnabled })}
          disabled={change.isPending}
        >
          {cls.joinCodeEnabled ? "Code ausschalten" : "Code einschalten"}
        </Button>
      </div>
      <ErrorAlert message={change.error?.message} className="mt-3" />
    </Card>
  );
}
