import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, Notification, TestMemoryRouter, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeepTypedValues } from '@admin/forms/KeepTypedValues';
import { DRAFT_STATE_KEY, saveOpenFormDraft, takeSessionDraft } from '@admin/forms/sessionDraft';

function Tags() {
  const tags = useWatch({ name: 'tags' }) as string[];
  return <output aria-label="tags">{JSON.stringify(tags)}</output>;
}

describe('KeepTypedValues', () => {
  it('puts back the values typed before the session ended over the saved record, lists as they were (not merged)', async () => {
    const saved = { id: 1, name: 'Saved name', tags: ['HMDA', 'GP', 'OTHER'] };
    const draft = { id: 1, name: 'Typed name', tags: ['OTHER'] };
    render(
      <TestMemoryRouter initialEntries={[{ pathname: '/property/1', state: { [DRAFT_STATE_KEY]: draft } }]}>
        <AdminContext>
          <Form record={saved}>
            <KeepTypedValues />
            <TextInput source="name" />
            <Tags />
          </Form>
          <Notification />
        </AdminContext>
      </TestMemoryRouter>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue('Typed name'));
    expect(screen.getByLabelText('tags')).toHaveTextContent('["OTHER"]');
    expect(await screen.findByText('app.auth.login.draftRestored')).toBeInTheDocument();
  });

  it('puts back a draft still in this tab\'s storage for this very form (signed in on the stand-alone login), once; not another form\'s', async () => {
    const saved = { id: 1, name: 'Saved name', tags: ['HMDA'] };
    const renderAt = (pathname: string) =>
      render(
        <TestMemoryRouter initialEntries={[{ pathname }]}>
          <AdminContext>
            <Form record={saved}>
              <KeepTypedValues />
              <TextInput source="name" />
            </Form>
            <Notification />
          </AdminContext>
        </TestMemoryRouter>,
      );
    const keep = () => sessionStorage.setItem('sessionDraft', JSON.stringify({ path: '/property/1', savedAt: Date.now(), values: { id: 1, name: 'Typed name', tags: ['HMDA'] } }));
    keep();
    const other = renderAt('/property/2');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue('Saved name'));
    expect(sessionStorage.getItem('sessionDraft')).not.toBeNull();
    other.unmount();

    renderAt('/property/1');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue('Typed name'));
    expect(await screen.findByText('app.auth.login.draftRestored')).toBeInTheDocument();
    expect(sessionStorage.getItem('sessionDraft')).toBeNull();
  });

  describe('with the unsaved-changes guard', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      sessionStorage.clear();
    });

    it('asks before leaving a form with typed values, and staying keeps them', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      renderGuardedForm();
      await userEvent.type(await screen.findByRole('textbox', { name: /name/i }), 'Typed');
      await userEvent.click(screen.getByRole('button', { name: 'leave' }));
      await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
      expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue('Typed');
      expect(screen.queryByText('Sign in')).not.toBeInTheDocument();
    });

    it('goes to /login without asking when the session ends, as the typed values are kept', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      renderGuardedForm();
      await userEvent.type(await screen.findByRole('textbox', { name: /name/i }), 'Typed');
      saveOpenFormDraft();
      await userEvent.click(screen.getByRole('button', { name: 'leave' }));
      expect(await screen.findByText('Sign in')).toBeInTheDocument();
      expect(confirm).not.toHaveBeenCalled();
      expect(takeSessionDraft()).toEqual({ path: '/review/create', values: { name: 'Typed' } });
    });
  });
});

/** A guarded review form. */
function renderGuardedForm() {
  render(
    <TestMemoryRouter initialEntries={['/review/create']}>
      <AdminContext>
        <Routes>
          <Route
            path="/review/create"
            element={
              <Form warnWhenUnsavedChanges>
                <KeepTypedValues />
                <TextInput source="name" label="Name" />
                <LeaveButton to="/login" />
              </Form>
            }
          />
          <Route path="/login" element={<p>Sign in</p>} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** Leaves the form by a navigation, as a menu entry or a link would. */
function LeaveButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      leave
    </button>
  );
}
