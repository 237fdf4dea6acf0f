import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmLeavingOpenForm,
  DRAFT_MAX_AGE_MS,
  registerOpenForm,
  saveOpenFormDraft,
  takeSessionDraft,
} from '@admin/forms/sessionDraft';

const openForm = (path: string, values: () => Record<string, unknown>, unsaved = true) => {
  const markSaved = vi.fn();
  const unregister = registerOpenForm({ path, values, hasUnsavedChanges: () => unsaved, markSaved, busy: () => false, whenIdle: async () => undefined });
  return { markSaved, unregister };
};

describe('session drafts', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps the open form’s values and address when the session ends, once, and marks the form saved', () => {
    const { markSaved, unregister } = openForm('/review/7?tab=1', () => ({ name: 'Typed', rating: 4 }));
    saveOpenFormDraft(1_000);
    unregister();
    expect(markSaved).toHaveBeenCalledOnce();
    expect(takeSessionDraft(2_000)).toEqual({ path: '/review/7?tab=1', values: { name: 'Typed', rating: 4 } });
    expect(takeSessionDraft(2_000)).toBeNull();
  });

  it('offers nothing after an hour, or when no form was open', () => {
    const { unregister } = openForm('/blog/create', () => ({ title: 'T' }));
    saveOpenFormDraft(0);
    expect(takeSessionDraft(DRAFT_MAX_AGE_MS + 1)).toBeNull();
    unregister();
    saveOpenFormDraft(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('leaves the form unsaved (so the unsaved-changes question stays) when its values cannot be kept', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const { markSaved, unregister } = openForm('/blog/create', () => circular);
    saveOpenFormDraft(0);
    unregister();
    expect(markSaved).not.toHaveBeenCalled();
    expect(takeSessionDraft(1)).toBeNull();
  });

  it('asks before a logout drops unsaved changes: staying keeps the form as it is, going marks it saved', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { markSaved, unregister } = openForm('/review/create', () => ({ name: 'Typed' }));
    expect(await confirmLeavingOpenForm('Leave?')).toBe(false);
    expect(markSaved).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    expect(await confirmLeavingOpenForm('Leave?')).toBe(true);
    expect(markSaved).toHaveBeenCalledOnce();
    expect(confirm).toHaveBeenCalledWith('Leave?');
    unregister();
  });

  it('does not ask when the open form has nothing unsaved, or when no form is open', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { unregister } = openForm('/review/create', () => ({}), false);
    expect(await confirmLeavingOpenForm('Leave?')).toBe(true);
    unregister();
    expect(await confirmLeavingOpenForm('Leave?')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('with a save under way, waits for it: saved, nothing is asked; refused, the question comes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    let finish: () => void = () => undefined;
    const idle = new Promise<void>((resolve) => (finish = resolve));
    let unsaved = true;
    const saving = registerOpenForm({ path: '/review/7', values: () => ({}), hasUnsavedChanges: () => unsaved, markSaved: vi.fn(), busy: () => true, whenIdle: () => idle });
    const answer = confirmLeavingOpenForm('Leave?');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(confirm).not.toHaveBeenCalled();
    unsaved = false; // the save went through
    finish();
    expect(await answer).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    saving();

    const refused = registerOpenForm({ path: '/review/7', values: () => ({}), hasUnsavedChanges: () => true, markSaved: vi.fn(), busy: () => true, whenIdle: async () => undefined });
    expect(await confirmLeavingOpenForm('Leave?')).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Leave?');
    refused();
  });
});
