import { expect, type Locator, type Page } from "@playwright/test";
import { expectNameFits } from "./tutor-pages.ts";

/** What the audio probe (VoicePage.installAudioProbe) has seen of the conversation's audio. */
export type VoiceAudioProbe = {
  /**
   * The tutor's audio: PCM handed to the SDK's output worklet (audioConcatProcessor), each
   * buffer as [Date.now(), samples]; and the loudest sample the worklet played.
   */
  output: { buffers: Array<[number, number]>; samples: number; peak: number };
  /**
   * The microphone: chunks the SDK's input worklet (rawAudioProcessor) recorded, their loudest
   * level, and when (ms since the page's time origin) the first chunk and the first loud one came.
   */
  input: { chunks: number; peak: number; firstChunkAt: number | null; firstLoudAt: number | null };
  /** When the page asked for the microphone (ms since the page's time origin). */
  microphoneRequests: number[];
};

declare global {
  interface Window {
    __voiceAudio?: VoiceAudioProbe;
  }
}

/** The three tiles under the controls (docs/product.md §2.10). */
export type VoiceTile = "Session Status" | "Nachrichten" | "Mikrofon";

type VoiceServer = { subtitle: string; firstTip: "Sprechen:" | "Schreiben:" };

/** The app as shipped: the built-in tutor, and no speech recognition, so the pupil writes. */
export const SHIPPED: VoiceServer = {
  subtitle: "Schreib mit deinem Übungs-Tutor (offline): Lernfunkes eingebauter Übungs-Tutor ohne KI-Dienst",
  firstTip: "Schreiben:",
};
/** The model server (analysis-model-server.ts): a hosted tutor and a speech recogniser. */
export const HOSTED_WITH_SPEECH: VoiceServer = {
  subtitle: "Sprich mit deinem KI-Tutor",
  firstTip: "Sprechen:",
};

/**
 * /tutor/ai-voice/{subject}?sessionId={id}: the voice session (docs/product.md §2.10):
 * header with volume and 'Dateien', the transcript, start/stop/end, three tiles and the tips.
 */
export class VoicePage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly subtitle: Locator;
  readonly back: Locator;
  readonly volume: Locator;
  readonly filesButton: Locator;
  /** '{n}/3 Dateien' beside 'Dateien', once the session has files. */
  readonly filesBadge: Locator;
  /** The banner's text (the alert region itself is always there). */
  readonly alert: Locator;
  readonly transcript: Locator;
  /** One per message (an attachment list inside a message has its own list items). */
  readonly entries: Locator;
  readonly start: Locator;
  readonly stop: Locator;
  readonly end: Locator;
  /** Below the buttons: connecting, listening or speaking. */
  readonly statusLine: Locator;
  readonly tips: Locator;
  readonly typingNotice: Locator;
  /** Without speech recognition: the one-line field the pupil types into (Enter sends). */
  readonly typedMessage: Locator;
  /** Pro Juventute 147's card, once the tutor's answer named the helpline (the chat's card). */
  readonly helpCard: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1 });
    this.subtitle = this.heading.locator("xpath=following-sibling::p[1]");
    this.back = this.main.getByRole("link", { name: "Zurück zum Tutor" });
    this.volume = this.main.getByRole("slider", { name: "Lautstärke" });
    this.filesButton = this.main.getByRole("button", { name: "Dateien", exact: true });
    this.filesBadge = this.main.getByText(/^\d\/3 Dateien$/);
    this.alert = this.main.getByRole("alert").filter({ hasText: /\S/ });
    this.transcript = this.main.getByRole("log", { name: "Gesprächsverlauf" });
    this.entries = this.transcript.locator(":scope > ul > li");
    this.start = this.main.getByRole("button", { name: /^(Session starten|Verbinde\.\.\.)$/ });
    this.stop = this.main.getByRole("button", { name: "Stoppen", exact: true });
    this.end = this.main.getByRole("button", { name: /^(Session beenden|Beende\.\.\.)$/ });
    // The controls' line ('Du kannst jetzt sprechen.' …), not the volume's <output> (also a status).
    this.statusLine = this.main.getByRole("status").and(this.main.locator("p"));
    this.tips = this.main.getByRole("region", { name: "Tipps für dein Gespräch" });
    this.typingNotice = this.main.getByRole("region", { name: "Du schreibst, dein Tutor spricht" });
    this.typedMessage = this.main.getByRole("textbox", { name: "Deine Nachricht an den KI-Tutor" });
    this.helpCard = this.main.getByRole("complementary", { name: /Pro Juventute/ });
  }

  async goto(subjectId: string): Promise<void> {
    await this.page.goto(`/tutor/ai-voice/${subjectId}`);
  }

  /** The session id the address carries (generated and written there when missing). */
  async sessionId(): Promise<string> {
    await expect(this.page).toHaveURL(/[?&]sessionId=voice_\d+_[a-z0-9]+/);
    return new URL(this.page.url()).searchParams.get("sessionId") ?? "";
  }

  /** A tile's value, e.g. tile("Session Status") → 'Bereit'. */
  tile(label: VoiceTile): Locator {
    return this.main
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator("xpath=following-sibling::dd[1]");
  }

  /** Each tile's value is shown whole inside its tile (a third of a phone's width). Soft. */
  async expectTilesFit(): Promise<void> {
    for (const label of ["Session Status", "Nachrichten", "Mikrofon"] as const) {
      const value = this.tile(label);
      await expectNameFits(value, value.locator(".."));
    }
  }

  /** The tutor's entries ('KI-Tutor:' for screen readers) and the pupil's ('Du:'). */
  tutorEntries(): Locator {
    return this.entries.filter({ has: this.page.getByText("KI-Tutor:", { exact: true }) });
  }

  pupilEntries(): Locator {
    return this.entries.filter({ has: this.page.getByText("Du:", { exact: true }) });
  }

  /**
   * Before a session: title, subtitle, tiles, tips, the empty transcript and 'Session starten'.
   * `server`: what the voice screen says on each test server (docs/product.md §2.1, §2.10).
   */
  async expectReady(
    subjectName: string,
    microphone: "Erlaubt" | "Verweigert" | "Unbekannt",
    server: VoiceServer = SHIPPED,
  ): Promise<void> {
    await expect(this.heading).toHaveText(`${subjectName} - Sprechen`);
    await expect(this.subtitle).toHaveText(server.subtitle);
    await expect(this.back).toHaveAttribute("href", "/tutor");
    await expect(this.volume).toHaveValue("0.8");
    await expect(this.volume).toHaveAttribute("aria-valuetext", "80%");
    await expect(this.filesButton).toBeDisabled();
    await expect(this.filesBadge).toHaveCount(0);
    await expect(this.transcript).toHaveText("Starte eine Session um zu beginnen");
    await expect(this.start).toHaveText("Session starten");
    await expect(this.stop).toHaveCount(0);
    await expect(this.end).toHaveCount(0);
    await expect(this.tile("Session Status")).toHaveText("Bereit");
    await expect(this.tile("Nachrichten")).toHaveText("0");
    await expect(this.tile("Mikrofon")).toHaveText(microphone);
    for (const tip of [server.firstTip, "Dateien:", "Lautstärke:", "Beenden:"]) {
      await expect(this.tips.getByText(tip, { exact: true })).toBeVisible();
    }
    await expect(
      this.tips.getByText(server.firstTip === "Sprechen:" ? "Schreiben:" : "Sprechen:"),
    ).toHaveCount(0);
  }

  /**
   * Watches the conversation's audio from the page's start, through the Web Audio nodes the
   * SDK creates (@elevenlabs/client's MediaDeviceOutput and MediaDeviceInput):
   * - the tutor's voice: each PCM buffer posted to the output worklet (audioConcatProcessor) is
   *   counted, and an analyser on the worklet's output records the loudest sample it played;
   * - the microphone: the input worklet's (rawAudioProcessor) chunks and their loudest level,
   *   and when the page asked for the microphone.
   */
  async installAudioProbe(): Promise<void> {
    await this.page.addInitScript(() => {
      const probe: VoiceAudioProbe = {
        output: { buffers: [], samples: 0, peak: 0 },
        input: { chunks: 0, peak: 0, firstChunkAt: null, firstLoudAt: null },
        microphoneRequests: [],
      };
      window.__voiceAudio = probe;
      const media = navigator.mediaDevices;
      if (media?.getUserMedia) {
        const getUserMedia = media.getUserMedia.bind(media);
        media.getUserMedia = (constraints) => {
          probe.microphoneRequests.push(Math.round(performance.now()));
          return getUserMedia(constraints);
        };
      }
      const Native = window.AudioWorkletNode;
      class ProbedAudioWorkletNode extends Native {
        constructor(context: BaseAudioContext, name: string, options?: AudioWorkletNodeOptions) {
          super(context, name, options);
          if (name === "audioConcatProcessor") {
            const port = this.port;
            const post = port.postMessage.bind(port) as (message: unknown, transfer?: Transferable[]) => void;
            port.postMessage = ((message: unknown, transfer?: Transferable[]) => {
              const data = message as { type?: string; buffer?: unknown } | null;
              if (data?.type === "buffer" && data.buffer instanceof ArrayBuffer) {
                const samples = data.buffer.byteLength / 2; // PCM16 (pcm_16000)
                probe.output.buffers.push([Date.now(), samples]);
                probe.output.samples += samples;
              }
              post(message, transfer);
            }) as MessagePort["postMessage"];
            const analyser = context.createAnalyser();
            analyser.fftSize = 2048;
            this.connect(analyser);
            const samples = new Float32Array(analyser.fftSize);
            const timer = setInterval(() => {
              if ((context as AudioContext).state === "closed") return clearInterval(timer);
              analyser.getFloatTimeDomainData(samples);
              for (const value of samples) probe.output.peak = Math.max(probe.output.peak, Math.abs(value));
            }, 40);
          } else if (name === "rawAudioProcessor") {
            this.port.addEventListener("message", (event: MessageEvent) => {
              const [, maxVolume] = event.data as [unknown, number];
              probe.input.chunks += 1;
              probe.input.firstChunkAt ??= Math.round(performance.now());
              if (maxVolume > 0.05) probe.input.firstLoudAt ??= Math.round(performance.now());
              if (typeof maxVolume === "number") probe.input.peak = Math.max(probe.input.peak, maxVolume);
            });
          }
        }
      }
      window.AudioWorkletNode = ProbedAudioWorkletNode;
    });
  }

  /** Samples of the tutor's voice handed to the output since `isoTime` (a transcript entry's time). */
  async outputSamplesSince(isoTime: string): Promise<number> {
    const since = Date.parse(isoTime);
    return (await this.audio()).output.buffers
      .filter(([at]) => at >= since)
      .reduce((sum, [, samples]) => sum + samples, 0);
  }

  async audio(): Promise<VoiceAudioProbe> {
    const probe = await this.page.evaluate(() => window.__voiceAudio);
    if (!probe) throw new Error("the audio probe is not installed (installAudioProbe before goto)");
    return probe;
  }
}
