import { MICROPHONE_LABELS, type MicrophonePermission } from "../lib/microphone.ts";

type VoiceStatusTilesProps = {
  connected: boolean;
  messageCount: number;
  microphone: MicrophonePermission;
};

// On a phone a third of the width leaves about 100 px: 'Verweigert' and 'Unbekannt' fit only in
// text-base with little padding (text-lg in px-4 ran over the tile's edge at 390 px).
const tile =
  "min-w-0 rounded-2xl bg-white px-1.5 py-3 text-center shadow-sm ring-1 ring-slate-200 sm:px-4 dark:bg-slate-900 dark:ring-slate-700";

/** The three tiles of docs/product.md §2.10: Session Status, Nachrichten, Mikrofon. */
export function VoiceStatusTiles({ connected, messageCount, microphone }: VoiceStatusTilesProps) {
  const tiles = [
    { label: "Session Status", value: connected ? "Aktiv" : "Bereit" },
    { label: "Nachrichten", value: String(messageCount) },
    { label: "Mikrofon", value: MICROPHONE_LABELS[microphone] },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {tiles.map(({ label, value }) => (
        <div key={label} className={tile}>
          <dt className="text-xs font-semibold text-slate-600 sm:text-sm dark:text-slate-300">{label}</dt>
          <dd className="mt-1 text-base font-bold break-words text-slate-900 tabular-nums sm:text-xl dark:text-white">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
