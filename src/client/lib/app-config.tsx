import { createContext, type ReactNode, useContext } from "react";
import { type AppConfig, appConfigSchema } from "#shared/contracts/app-config.ts";

/** GET /config.json, once at boot: one build serves every deployment. */
export async function fetchAppConfig(): Promise<AppConfig> {
  const response = await fetch("/config.json", { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
  const parsed = appConfigSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "config.json ist ungültig");
  return parsed.data;
}

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext value={config}>{children}</AppConfigContext>;
}

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error("useAppConfig must be used within an AppConfigProvider");
  return config;
}
