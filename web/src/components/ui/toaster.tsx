import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast';

const ToasterView = lazy(async () => ({ default: (await import('./toaster-view')).ToasterView }));

/**
 * Renders the toast store. Mount once near the root of the app (the app shell does); then call
 * `toast()` or `useToast().toast` from anywhere. The Radix toast code loads with the first toast,
 * keeping it out of every page's initial JavaScript.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
