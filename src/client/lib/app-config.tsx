import { createContext, type ReactNode, useContext } from "react";
import type { AppConfig } from "#shared/contracts/app-config.ts";

/** GET /config.json, once at boot: one build serves every deployment. */
export async function fetchAppConfig(): Promise<AppConfig> {
  const response = await fetch("/config.json", { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
  const config = (await response.json()) as Partial<AppConfig>;
  if (typeof config.supabaseAnonKey !== "string") throw new Error("config.json: supabaseAnonKey fehlt");
  return {
    supabaseUrl: typeof config.supabaseUrl === "string" ? config.supabaseUrl : null,
    supabaseAnonKey: config.supabaseAnonKey,
    authMode: config.authMode === "supabase" ? "supabase" : "embedded",
    allowSignup: config.allowSignup === true,
  };
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
