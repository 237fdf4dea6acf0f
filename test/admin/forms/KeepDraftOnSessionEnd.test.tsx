import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, Notification, TestMemoryRouter, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { KeepDraftOnSessionEnd } from '@admin/forms/KeepDraftOnSessionEnd';
import { DRAFT_STATE_KEY } from '@admin/forms/sessionDraft';

function Tags() {
  const tags = useWatch({ name: 'tags' }) as string[];
  return <output aria-label="tags">{JSON.stringify(tags)}</output>;
}

describe('KeepDraftOnSessionEnd', () => {
  it('puts back the values typed before the session ended over the saved record, lists as they were (not merged)', async () => {
    const saved = { id: 1, name: 'Saved name', tags: ['HMDA', 'GP', 'OTHER'] };
    const draft = { id: 1, name: 'Typed name', tags: ['OTHER'] };
    render(
      <TestMemoryRouter initialEntries={[{ pathname: '/property/1', state: { [DRAFT_STATE_KEY]: draft } }]}>
        <AdminContext>
          <Form record={saved}>
            <KeepDraftOnSessionEnd />
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
});
