/**
 * Amounts typed as the admin's language writes them: a decimal comma in French (and where English cannot mean a
 * grouping), what is typed kept as typed, and a text that is no number refused by name instead of being saved as
 * another amount (a browser number box dropped the comma: 1500,50 was saved as 150050).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DecimalInput } from '@admin/forms/DecimalInput';
import { schemaResolver } from '@admin/forms/schemaResolver';
import { adminResources } from '@admin/resources/registry';
import { createI18nProvider } from '@i18n/index';
import { v } from '@shared/validation';

const schema = z.object({ fee: z.number({ error: v.fee }).min(0, v.feeNonNegative) });

async function renderFee(locale: 'en' | 'fr', fee: number, grouped = false) {
  const onSubmit = vi.fn();
  render(
    <AdminContext i18nProvider={createI18nProvider(adminResources)} store={memoryStore({ locale })}>
      <Form record={{ id: 's1', fee }} resolver={schemaResolver(schema)} onSubmit={onSubmit}>
        <DecimalInput source="fee" label="Fee" grouped={grouped} />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return { onSubmit, field: (await screen.findByLabelText('Fee')) as HTMLInputElement };
}

async function retype(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(field);
  await user.type(field, text);
  return user;
}

describe('DecimalInput', () => {
  it('in French shows a saved 1500.5 as 1500,5 and saves 2 500,75 as 2500.75', async () => {
    const { onSubmit, field } = await renderFee('fr', 1500.5);
    expect(field).toHaveValue('1500,5');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    const user = await retype(field, '2 500,75');
    expect(field).toHaveValue('2 500,75');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ fee: 2500.75 });
  });

  it('grouped (an amount), shows a saved fee as the list does, saves it unchanged, and keeps what is typed as typed', async () => {
    const { onSubmit, field } = await renderFee('en', 150000, true);
    expect(field).toHaveValue('1,50,000');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ fee: 150000 });
    await retype(field, '225500.5');
    expect(field).toHaveValue('225500.5');
  });

  it('grouped, in French shows a saved 150000.5 as 150 000,5', async () => {
    const { field } = await renderFee('fr', 150000.5, true);
    expect(field).toHaveValue('150 000,5');
  });

  it('in English keeps 0.05 as it is typed, through 0.0, and reads 1500,50 as 1500.5', async () => {
    const { onSubmit, field } = await renderFee('en', 0);
    const user = await retype(field, '0.0');
    expect(field).toHaveValue('0.0');
    await user.type(field, '5');
    expect(field).toHaveValue('0.05');
    await retype(field, '1500,50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ fee: 1500.5 });
  });

  it('refuses a text that is no number by name, keeping it as typed', async () => {
    const { onSubmit, field } = await renderFee('en', 500);
    const user = await retype(field, '1,5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"1,5000" is not a number')).toBeInTheDocument();
    expect(field).toHaveValue('1,5000');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
