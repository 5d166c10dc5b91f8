import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VOICE_AUDIO_FILES } from "./src/client/features/voice/lib/voice-audio-files.ts";

/**
 * The voice SDK's audio scripts, served by this server at VOICE_AUDIO_FILES (decision 018):
 * @elevenlabs/client would otherwise inline its AudioWorklets as blob:/data: URLs, which the
 * CSP (script-src 'self') blocks, and load libsamplerate from a CDN, which the product must not
 * need. Copied from node_modules into the build; served from there by the dev server.
 * libsamplerate (@alexanderolsen/libsamplerate-js, the version the SDK names) is needed only
 * where the browser cannot record at 16 kHz (Firefox); without the package the build warns.
 */
function voiceAudioFiles(): Plugin {
  const require = createRequire(import.meta.url);
  const sources: Record<string, string> = {
    [VOICE_AUDIO_FILES.rawAudioProcessor]: "@elevenlabs/client/worklets/rawAudioProcessor.js",
    [VOICE_AUDIO_FILES.audioConcatProcessor]: "@elevenlabs/client/worklets/audioConcatProcessor.js",
    [VOICE_AUDIO_FILES.libsamplerate]: "@alexanderolsen/libsamplerate-js/dist/libsamplerate.worklet.js",
  };
  const locate = (specifier: string) => {
    try {
      return require.resolve(specifier);
    } catch {
      return null;
    }
  };
  return {
    name: "lernfunke-voice-audio-files",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const specifier = sources[(req.url ?? "").split("?")[0] ?? ""];
        const file = specifier ? locate(specifier) : null;
        if (!file) return next();
        res.setHeader("Content-Type", "text/javascript; charset=utf-8");
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [path, specifier] of Object.entries(sources)) {
        const file = locate(specifier);
        if (file) this.emitFile({ type: "asset", fileName: path.slice(1), source: readFileSync(file) });
        else this.warn(`${specifier} is not installed: ${path} is missing (voice in Firefox needs it).`);
      }
    },
  };
}

/**
 * Moves the app's stylesheet from <head> to the end of <body>, below the inline skeleton of
 * index.html (issue 16). In <head> it holds up every paint until it has arrived, seconds on a slow
 * connection; in <body> it holds up nothing above it (the HTML standard lets only elements parsed
 * before <body> block rendering), so the skeleton paints at once. The app is still never drawn
 * unstyled: module scripts run only once the style sheets the parser has met have loaded.
 */
function stylesheetBelowSkeleton(): Plugin {
  const stylesheet = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
  return {
    name: "lernfunke-stylesheet-below-skeleton",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const links = html.match(stylesheet) ?? [];
        if (links.length === 0) return html;
        const moved = links.map((link) => `    ${link.trim()}\n`).join("");
        return html.replace(stylesheet, "").replace("  </body>", `${moved}  </body>`);
      },
    },
  };
}

/**
 * Writes a gzip copy next to every built script, stylesheet and SVG (`x.js.gz`), which the server
 * sends to a browser that accepts gzip (src/server/lib/static.ts, decision 056): on a slow
 * connection /login's scripts arrive at their gzip size, compressed once at build, not per request.
 */
function gzipCopies(): Plugin {
  return {
    name: "lernfunke-gzip-copies",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir as string;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const bytes = readFileSync(join(dir, fileName));
        const gzip = gzipSync(bytes, { level: 9 });
        if (bytes.length >= 1024 && gzip.length < bytes.length)
          writeFileSync(join(dir, `${fileName}.gz`), gzip);
      }
    },
  };
}

// The SPA lives in src/client; the Node server serves the built files from dist/client.
export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss(), voiceAudioFiles(), stylesheetBelowSkeleton(), gzipCopies()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Fonts stay files: a data: URL font would be blocked by the CSP (font-src 'self').
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf|eot)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            { name: "supabase", test: /node_modules[\\/]@supabase[\\/]/, priority: 2 },
            {
              // The voice SDK and the WebRTC library it bundles load only when a voice session starts.
              name: "voice",
              test: /node_modules[\\/](@elevenlabs|livekit-client|@livekit|@bufbuild|webrtc-adapter|sdp|sdp-transform|machina|typed-emitter|loglevel)[\\/]/,
              priority: 2,
            },
            {
              // Markdown and KaTeX load only with the screens that show tutor text (chat, analysis).
              name: "markdown",
              test: /node_modules[\\/](katex|react-markdown|remark-[^\\/]+|rehype-[^\\/]+|micromark[^\\/]*|mdast-[^\\/]+|hast-[^\\/]+|hastscript|unist-[^\\/]+|unified|vfile[^\\/]*|parse5|property-information)[\\/]/,
              priority: 2,
            },
            // The join code's QR code loads only when a teacher shows it (decision 055).
            { name: "qr", test: /node_modules[\\/]uqr[\\/]/, priority: 2 },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the local voice agent's websocket is under /api (decision 018).
      "/api": { target: "http://localhost:3000", ws: true },
      "/auth": "http://localhost:3000",
      "/health": "http://localhost:3000",
      "/config.json": "http://localhost:3000",
    },
  },
});
