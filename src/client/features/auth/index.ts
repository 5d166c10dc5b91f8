// The auth feature's public entry: what other features may use (docs/architecture.md,
// "Boundaries"). The app shell (src/client/app/) wires the rest directly.
export { AuthProvider } from "./components/auth-provider.tsx";
export { useAuth } from "./hooks/use-auth.ts";
