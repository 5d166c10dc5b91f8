// The profile feature's public entry: what other features may use (docs/architecture.md,
// "Boundaries"). The app shell (src/client/app/) wires the rest directly.
export { SignatureChips } from "./components/signature-chips.tsx";
