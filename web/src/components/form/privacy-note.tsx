import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/utils';

/**
 * The line under every form that links to the privacy notice, "How we use your details"
 * (docs/product/privacy.md#privacy-notice), after an optional sentence. The notice opens in a new
 * tab, so a half-filled form (or the assessment's results) is still there when the visitor comes back.
 */
export function PrivacyNote({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <p className={cn('text-sm', className)}>
      {children}
      <Link to="/privacy" target="_blank" className="font-medium underline underline-offset-4">
        How we use your details <span className="sr-only">(opens in a new tab)</span>
      </Link>
    </p>
  );
}
