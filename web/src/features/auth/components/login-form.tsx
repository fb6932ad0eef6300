import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoginError } from '../api/auth-api';
import { useLogin } from '../api/use-auth';

export interface LoginFormProps {
  /** Called after a successful login (the session is stored by then). */
  onLoggedIn: () => void;
}

/** Shown when the password field is empty on submit (docs/product/admin.md#login). */
export const EMPTY_PASSWORD_MESSAGE = 'Please enter the admin password';
/** Shown for a wrong password, whatever the server's wording (docs/product/admin.md#login). */
export const WRONG_PASSWORD_MESSAGE = 'Invalid password. Please try again.';

/** What the form says about a failed login: a 401 is a wrong password; others show the server's text. */
function loginErrorText(error: Error): string {
  return error instanceof LoginError && error.status === 401 ? WRONG_PASSWORD_MESSAGE : error.message;
}

/**
 * The Admin Access form (docs/product/admin.md#login): one password field that accepts paste and
 * password managers, with a Show/Hide toggle; 'Signing in...' while pending; 'Invalid password.
 * Please try again.' for a wrong password, otherwise the server's error (or 'Login failed', or the
 * throttling message of a 429) in a red alert; and the 'Unauthorized access is prohibited' footer.
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [validationError, setValidationError] = useState<string | null>(null);
  const loginMutation = useLogin(onLoggedIn);
  const error = validationError ?? (loginMutation.error ? loginErrorText(loginMutation.error) : null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setValidationError(EMPTY_PASSWORD_MESSAGE);
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
            <div className="relative">
              <Input
                id={passwordId}
                name="password"
                type={visible ? 'text' : 'password'}
                autoComplete="current-password"
                autoCapitalize="none"
                spellCheck={false}
                required
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                disabled={loginMutation.isPending}
                className="pr-20"
              />
              {/* Named 'Show'/'Hide' (not '… password') so the field stays the only control labelled Password. */}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="absolute top-1/2 right-1 h-9 -translate-y-1/2 px-2"
                aria-controls={passwordId}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
              >
                {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {visible ? 'Hide' : 'Show'}
              </Button>
            </div>
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
