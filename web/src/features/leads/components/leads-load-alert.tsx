import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';

export interface LeadsLoadAlertProps {
  /** Why the lead list failed to load. */
  error: unknown;
  /** Loads the leads again ('Try again'). */
  onRetry: () => void;
}

/** 'Could not load leads: …' with Try again, for a lead list that failed to load. */
export function LeadsLoadAlert({ error, onRetry }: LeadsLoadAlertProps) {
  return (
    <Alert variant="destructive" className="mb-4">
      <AlertDescription>
        Could not load leads: {errorMessage(error)}{' '}
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => onRetry()}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
