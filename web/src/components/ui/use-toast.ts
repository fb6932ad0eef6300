import { type ReactNode, useEffect, useState } from 'react';

/**
 * Toast store (docs/product/site.md#interface-details): toasts are added, updated, dismissed and removed; at
 * most one is visible at a time (a new one replaces the old); each shows for 5,000 ms; a
 * dismissed toast is removed from the store after 1,000,000 ms (it is already hidden by then).
 */
export const TOAST_LIMIT = 1;
/** How long a toast stays on screen, in ms. */
export const TOAST_DURATION_MS = 5000;
/** Delay before a dismissed toast is dropped from the store, in ms (docs/product/site.md#interface-details). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Visual variant of a toast: 'destructive' for errors. */
export type ToastVariant = 'default' | 'destructive' | 'success';

/** What a caller passes to {@link toast}. */
export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Optional action element (e.g. a `ToastAction`). */
  action?: ReactNode;
  /** Override of the 5,000 ms display time. */
  duration?: number;
}

/** A toast in the store. */
export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Action =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'UPDATE'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS'; toastId?: string }
  | { type: 'REMOVE'; toastId?: string };

interface State {
  toasts: ToastItem[];
}

let count = 0;
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(toastId, timeout);
}

/** Pure state transition of the toast store (exported for tests). */
export function toastReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  if (action.type === 'DISMISS') {
    if (action.toastId) scheduleRemoval(action.toastId);
    else for (const t of memoryState.toasts) scheduleRemoval(t.id);
  }
  memoryState = toastReducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

/** Handle returned by {@link toast}. */
export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (input: ToastInput) => void;
}

/**
 * Shows a toast (replacing any visible one) and returns a handle to update or dismiss it.
 * Callable from anywhere, not only from components.
 * @example toast({ title: 'Message sent successfully!', description: '...' })
 */
export function toast(input: ToastInput): ToastHandle {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'DISMISS', toastId: id });
  dispatch({ type: 'ADD', toast: { ...input, id, open: true } });
  return {
    id,
    dismiss,
    update: (next: ToastInput) => dispatch({ type: 'UPDATE', toast: { ...next, id } }),
  };
}

/** Dismisses one toast by id, or all toasts without an id. */
export function dismissToast(toastId?: string): void {
  dispatch({ type: 'DISMISS', toastId });
}

/**
 * React hook over the toast store.
 * @returns the current toasts, `toast()` and `dismiss()`
 */
export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const [state, setState] = useState<State>(memoryState);
  useEffect(() => {
    listeners.add(setState);
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
