import { type FormEvent, useId, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useLogin } from '../api/use-auth';

export interface LoginFormProps {
  /** Called after a successful login (the session is stored by then). */
  onLoggedIn: () => void;
}

/**
 * The Admin Access form (docs/product/admin.md#login): one password field that accepts paste and
 * password managers, 'Signing in...' while pending, the server's error (or 'Login failed', or the
 * throttling message of a 429) in a red alert, and the 'Unauthorized access is prohibited' footer.
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const loginMutation = useLogin(onLoggedIn);
  const error = validationError ?? (loginMutation.error ? loginMutation.error.message : null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setValidationError('Please enter the admin password');
      return;
    }
    setValidationError(null);
    loginMutation.mutate(password);
  }

  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-tight tracking-tight">Admin Access</h1>
        <CardDescription>Enter the admin password to manage leads.</CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate aria-label="Admin login">
        <CardContent className="space-y-4">
          {/* Lets password managers file the credential under a fixed account name. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value="admin"
            readOnly
            hidden
            aria-hidden="true"
            tabIndex={-1}
          />
          <div className="space-y-2">
            <Label htmlFor={passwordId}>Password</Label>
            <Input
              id={passwordId}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={loginMutation.isPending}
            />
          </div>
          {error ? (
            <Alert variant="destructive" role="alert" id={errorId}>
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
            {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </CardContent>
      </form>
      <CardFooter>
        <p className="w-full text-center text-sm text-muted-foreground">Unauthorized access is prohibited</p>
      </CardFooter>
    </Card>
  );
}
