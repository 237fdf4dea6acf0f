import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MAX_AGE_MS, registerOpenForm, saveOpenFormDraft, takeSessionDraft } from '@admin/forms/sessionDraft';

describe('session drafts', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the open form’s values when the session ends, for that page only, once', () => {
    const markKept = vi.fn();
    const unregister = registerOpenForm({ path: '/review/create', values: () => ({ name: 'Typed', rating: 4 }), markKept });
    saveOpenFormDraft(1_000);
    unregister();
    expect(markKept).toHaveBeenCalledOnce();
    expect(takeSessionDraft('/review/create', 2_000)).toEqual({ name: 'Typed', rating: 4 });
    expect(takeSessionDraft('/review/create', 2_000)).toBeNull();
  });

  it('offers nothing for another page, after an hour, or when no form was open', () => {
    const unregister = registerOpenForm({ path: '/blog/create', values: () => ({ title: 'T' }), markKept: () => undefined });
    saveOpenFormDraft(0);
    expect(takeSessionDraft('/review/create', 1)).toBeNull();
    saveOpenFormDraft(0);
    expect(takeSessionDraft('/blog/create', DRAFT_MAX_AGE_MS + 1)).toBeNull();
    unregister();
    saveOpenFormDraft(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('leaves the form unsaved (so the unsaved-changes question stays) when its values cannot be kept', () => {
    const markKept = vi.fn();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const unregister = registerOpenForm({ path: '/blog/create', values: () => circular, markKept });
    saveOpenFormDraft(0);
    unregister();
    expect(markKept).not.toHaveBeenCalled();
    expect(takeSessionDraft('/blog/create', 1)).toBeNull();
  });
});
