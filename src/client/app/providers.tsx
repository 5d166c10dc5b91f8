import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { AuthClient, RetryAfterFor } from "#client/features/auth/auth-context.ts";
import { AuthProvider } from "#client/features/auth/components/auth-provider.tsx";
import { AppConfigProvider } from "#client/lib/app-config.tsx";
import type { AppConfig } from "#shared/contracts/app-config.ts";

type AppProvidersProps = {
  config: AppConfig;
  auth: AuthClient;
  retryAfterFor: RetryAfterFor;
  queryClient: QueryClient;
  children: ReactNode;
};

/** Query cache outermost: the auth provider clears it when the signed-in pupil changes. */
export function AppProviders({ config, auth, retryAfterFor, queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppConfigProvider config={config}>
        <AuthProvider auth={auth} retryAfterFor={retryAfterFor}>
          {children}
        </AuthProvider>
      </AppConfigProvider>
    </QueryClientProvider>
  );
}
