import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, registerOpenForm, saveOpenFormDraft, takeSessionDraft } from '@admin/forms/sessionDraft';

describe('session drafts', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the open form’s values when the session ends, for that page only, once', () => {
    const unregister = registerOpenForm({ path: '/review/create', values: () => ({ name: 'Typed', rating: 4 }) });
    saveOpenFormDraft(1_000);
    unregister();
    expect(takeSessionDraft('/review/create', 2_000)).toEqual({ name: 'Typed', rating: 4 });
    expect(takeSessionDraft('/review/create', 2_000)).toBeNull();
  });

  it('offers nothing for another page, after an hour, or when no form was open', () => {
    const unregister = registerOpenForm({ path: '/blog/create', values: () => ({ title: 'T' }) });
    saveOpenFormDraft(0);
    expect(takeSessionDraft('/review/create', 1)).toBeNull();
    saveOpenFormDraft(0);
    expect(takeSessionDraft('/blog/create', DRAFT_MAX_AGE_MS + 1)).toBeNull();
    unregister();
    saveOpenFormDraft(0);
    expect(sessionStorage.length).toBe(0);
  });
});
