import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  type Location,
  type NavigationType,
} from "react-router";
import { AppRoutes } from "#client/app/router.tsx";
import type { AuthClient, RetryAfterFor } from "#client/features/auth/auth-context.ts";
import { AuthProvider } from "#client/features/auth/components/auth-provider.tsx";
import { AppConfigProvider } from "#client/lib/app-config.tsx";
import type { AppConfig } from "#shared/contracts/app-config.ts";

export const testConfig: AppConfig = {
  supabaseUrl: null,
  supabaseAnonKey: "anon",
  authMode: "embedded",
  allowSignup: true,
};

/** No retries in tests: a failure should show at once, not after back-off delays. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * The whole app (real routes, providers and screens) at `path`, with a fake auth client;
 * `retryAfterFor` plays the part of lib/auth-retry-after.ts for refused requests.
 */
export function renderApp(
  path: string,
  auth: AuthClient,
  config: AppConfig = testConfig,
  retryAfterFor?: RetryAfterFor,
) {
  const { router, routes } = routedApp(path);
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppConfigProvider config={config}>
        <AuthProvider auth={auth} retryAfterFor={retryAfterFor}>
          {routes}
        </AuthProvider>
      </AppConfigProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Where the app is, for assertions: the address it is at (as in the address bar), and how it got there. */
export type TestRouter = {
  readonly state: {
    location: Pick<Location, "pathname" | "search" | "hash">;
    historyAction: `${NavigationType}`;
  };
};

/**
 * The app's routes at `path`, as main.tsx mounts them in the browser (decision 056), in a memory
 * history instead of the browser's: <BrowserRouter> is this router with the browser's history.
 */
export function routedApp(path: string): { router: TestRouter; routes: ReactElement } {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router: TestRouter = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
  };
  const routes = (
    <HistoryRouter history={history}>
      <AppRoutes />
    </HistoryRouter>
  );
  return { router, routes };
}

/** Answers fetch() calls by "METHOD path"; anything else fails the test loudly. */
export function mockFetch(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  const calls: { key: string; init?: RequestInit }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    calls.push({ key, init });
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected fetch: ${key}`);
    return handler(init);
  };
  return { fetchMock, calls };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
