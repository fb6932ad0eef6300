import { Alert, AlertDescription } from '../../../components/ui/alert';

/** The red alert of a sign-in step; nothing without a message. */
export function StepError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert" id={id}>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
