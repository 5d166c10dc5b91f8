import { Outlet } from "react-router";
import { AppShell } from "#client/components/layout/app-shell.tsx";
import { FullPageLoader } from "#client/components/ui/full-page-loader.tsx";
import { useConfirmedSignOut } from "#client/features/auth/hooks/use-confirmed-sign-out.ts";
import { useUser } from "#client/features/auth/hooks/use-user.ts";
import { useOnboarding } from "#client/features/onboarding/api/get-onboarding.ts";
import { useSaveOnboarding } from "#client/features/onboarding/api/save-onboarding.ts";
import { OnboardingWizard } from "#client/features/onboarding/components/onboarding-wizard.tsx";
import { useOnboardingTabSync } from "#client/features/onboarding/hooks/use-onboarding-tab-sync.ts";
import { needsOnboarding } from "#client/features/onboarding/lib/needs-onboarding.ts";
import { LoadErrorScreen } from "./load-error-screen.tsx";
import { StartSessionProvider } from "./session-gate/start-session-provider.tsx";

const ONBOARDING_SIGN_OUT_CONFIRM =
  "Möchtest du dich wirklich abmelden? Deine Daten werden nicht gespeichert.";

/**
 * Layout route behind the auth guard (docs/product.md §2.1): a loader while the onboarding state loads,
 * the wizard instead of the app while onboarding is needed, otherwise the app shell. Saving the
 * wizard refetches the state, which swaps the wizard for the shell. Inside the shell, starting a
 * session asks for the learning-style quiz first when it has not been taken (session-gate/).
 */
export function OnboardingGate() {
  const user = useUser();
  const onboarding = useOnboarding(user.id);
  const save = useSaveOnboarding();
  const signOut = useConfirmedSignOut(ONBOARDING_SIGN_OUT_CONFIRM);
  useOnboardingTabSync();

  if (!onboarding.data) {
    if (onboarding.isError) {
      return <LoadErrorScreen message={onboarding.error.message} onRetry={() => void onboarding.refetch()} />;
    }
    return <FullPageLoader label="Deine Angaben werden geladen …" />;
  }
  if (needsOnboarding(onboarding.data)) {
    const accountName = user.user_metadata?.name;
    return (
      <OnboardingWizard
        initialName={typeof accountName === "string" ? accountName : ""}
        onSave={save.mutateAsync}
        onSignOut={() => void signOut()}
      />
    );
  }
  return (
    <StartSessionProvider>
      <AppShell>
        <Outlet />
      </AppShell>
    </StartSessionProvider>
  );
}
