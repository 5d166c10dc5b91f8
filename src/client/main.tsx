import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { BootError } from "./app/boot-error.tsx";
import { AppProviders } from "./app/providers.tsx";
import { AppRoutes } from "./app/router.tsx";
import { setAccessTokenProvider } from "./lib/api-client.ts";
import { fetchAppConfig } from "./lib/app-config.tsx";
import { createAuthRetryAfter } from "./lib/auth-retry-after.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { createAuthClient } from "./lib/supabase.ts";
import { applyTheme, readStoredTheme } from "./lib/theme.ts";

async function boot(container: HTMLElement) {
  applyTheme(readStoredTheme());
  const root = createRoot(container);

  let config: Awaited<ReturnType<typeof fetchAppConfig>>;
  try {
    config = await fetchAppConfig();
  } catch (error) {
    console.error("Could not load /config.json", error);
    root.render(<BootError />);
    return;
  }

  // The auth's refusals carry a Retry-After that supabase-js drops: this fetch keeps it for the forms.
  const authRetryAfter = createAuthRetryAfter();
  const auth = createAuthClient(config, authRetryAfter.fetch);
  // Read right before each request: getSession() refreshes a token close to expiry.
  setAccessTokenProvider(async () => (await auth.getSession()).data.session?.access_token ?? null);
  // A 401 from the API means the session is over: drop it locally and the guard shows /login.
  const queryClient = createQueryClient({
    onUnauthorized: () => void auth.signOut({ scope: "local" }),
  });

  root.render(
    <StrictMode>
      <AppProviders
        config={config}
        auth={auth}
        retryAfterFor={authRetryAfter.retryAfterFor}
        queryClient={queryClient}
      >
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById("root");
if (container) void boot(container);
