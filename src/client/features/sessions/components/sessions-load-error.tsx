import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";

type SessionsLoadErrorProps = { error: Error | null; onRetry: () => void };

/** docs/product.md §5.3, session list: 'Fehler beim Laden: {message}', with a way to try again. */
export function SessionsLoadError({ error, onRetry }: SessionsLoadErrorProps) {
  return (
    <div className="space-y-3">
      <ErrorAlert message={error ? `Fehler beim Laden: ${error.message}` : null} />
      {error && (
        <Button variant="secondary" onClick={onRetry}>
          Erneut versuchen
        </Button>
      )}
    </div>
  );
}
