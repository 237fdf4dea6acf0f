/**
 * A form's typed values, kept across an ended session. When the server ends the session (401, or 5000 with a
 * revoked token) react-admin sends the user to /login and the form is gone. The open form's values are written
 * to sessionStorage at that moment (this tab only, never to the server), and signing in again from that /login
 * brings the user back to the form (LoginPage), which puts them back (KeepTypedValues). Nothing is written
 * during normal work. The same registry lets a logout ask the unsaved-changes question first.
 */
const STORAGE_KEY = 'sessionDraft';
/** The navigation state key that carries a draft back to its form (KeepTypedValues). */
export const DRAFT_STATE_KEY = 'sessionDraft';
/** A draft older than this is not offered back. */
export const DRAFT_MAX_AGE_MS = 60 * 60 * 1000;

type OpenForm = {
  path: string;
  values(): Record<string, unknown>;
  hasUnsavedChanges(): boolean;
  /** Leaving the form must no longer ask about unsaved changes (they are kept, or given up). */
  markSaved(): void;
  /** A save of the form is under way. */
  busy(): boolean;
  /** Resolves once no save is under way (or the form is gone). */
  whenIdle(): Promise<void>;
};
type StoredDraft = { path: string; savedAt: number; values: Record<string, unknown> };

const openForms = new Set<OpenForm>();

/** Called by a mounted form (KeepTypedValues); returns the unregister function. */
export function registerOpenForm(form: OpenForm): () => void {
  openForms.add(form);
  return () => {
    openForms.delete(form);
  };
}

/** The session has ended: keep the values of the form on screen, if any. */
export function saveOpenFormDraft(now = Date.now()) {
  const form = [...openForms].at(-1);
  if (!form) return;
  try {
    const draft: StoredDraft = { path: form.path, savedAt: now, values: form.values() };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or unavailable, or values that do not serialise: the form is lost as before, and the
    // unsaved-changes question stays, so that the user can copy what they typed before going to /login.
    return;
  }
  form.markSaved();
}

/**
 * The session was found ended with nothing sent (signed out in another tab, then this tab's Refresh or return):
 * keep the open form's values if it has unsaved changes. Not otherwise: after a logout here, the form left was
 * confirmed as dropped (confirmLeavingOpenForm).
 */
export function saveUnsavedFormDraft(now = Date.now()) {
  if ([...openForms].at(-1)?.hasUnsavedChanges()) saveOpenFormDraft(now);
}

/**
 * Before leaving the open form by something other than a navigation (a logout, which clears the session before
 * react-admin's guard could ask): asks the guard's question if it has unsaved changes. True: go on, the form no
 * longer counts as unsaved. While a save is under way its outcome decides, as for a navigation (useLeaveGuard):
 * saved, nothing is asked; refused, the question comes. Asking at once said
 * "changes weren't saved" about a save that then went through, or was cut off by the logout (its 401 lost them).
 */
export async function confirmLeavingOpenForm(question: string): Promise<boolean> {
  let form = [...openForms].at(-1);
  if (form?.busy()) {
    await form.whenIdle();
    form = [...openForms].at(-1);
  }
  if (!form?.hasUnsavedChanges()) return true;
  if (!window.confirm(question)) return false;
  form.markSaved();
  return true;
}

/**
 * The draft kept when the session ended, with the address of its form (pathname + search), once: it is removed
 * whether it is used or not. The form's own address, not the page the session ended on: a save can end the
 * session after its redirect to the list has begun.
 */
export function takeSessionDraft(now = Date.now()): { path: string; values: Record<string, unknown> } | null {
  const draft = peekSessionDraft(now);
  dropSessionDraft();
  return draft;
}

/** The draft takeSessionDraft would give, left in place (for a render, which must not remove it). */
export function peekSessionDraft(now = Date.now()): { path: string; values: Record<string, unknown> } | null {
  let draft: StoredDraft | null = null;
  try {
    draft = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredDraft | null;
  } catch {
    return null;
  }
  if (!draft || typeof draft.path !== 'string' || !draft.path.startsWith('/') || now - draft.savedAt > DRAFT_MAX_AGE_MS) return null;
  return { path: draft.path, values: draft.values };
}

export function dropSessionDraft() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: there is no draft either.
  }
}
