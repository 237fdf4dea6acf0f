/**
 * A text the server wrote and the admin shows in a list (an import batch's failure) speaks the admin's language
 * when the server's catalogue knows it, and stays as written otherwise.
 */
import { render, screen } from '@testing-library/react';
import { I18nContextProvider, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ServerTextField, TextOrNaField } from '@admin/ui/fields';
import { adminResources } from '@admin/resources/registry';
import { createI18nProvider } from '@i18n/index';

async function showInFrench(error: string | null, maxLength?: number) {
  const i18nProvider = createI18nProvider(adminResources);
  await i18nProvider.changeLocale('fr');
  render(
    <I18nContextProvider value={i18nProvider}>
      <RecordContextProvider value={{ id: 'b1', error }}>
        <ServerTextField source="error" maxLength={maxLength} />
      </RecordContextProvider>
    </I18nContextProvider>,
  );
}

describe('ServerTextField', () => {
  it('shows an import failure the server knows in French, its values kept', async () => {
    await showInFrench('Missing columns: Area Of Plot, Images');
    expect(screen.getByText('Colonnes manquantes : Area Of Plot, Images')).toBeInTheDocument();
  });

  it('cuts a long translation, with the whole of it in a tooltip', async () => {
    await showInFrench('No row is valid: see each row’s errors', 20);
    expect(screen.getByText('Aucune ligne n’est v…')).toBeInTheDocument();
    expect(screen.getByLabelText('Aucune ligne n’est valide : voir les erreurs de chaque ligne')).toBeInTheDocument();
  });

  it('shows any other text as written', async () => {
    await showInFrench('Disk quota exceeded');
    expect(screen.getByText('Disk quota exceeded')).toBeInTheDocument();
  });
});

describe('a long word in a list cell', () => {
  it('may wrap every 24 letters, so it cannot widen its column, and still reads as one word', () => {
    const word = 'X'.repeat(100);
    const { container } = render(
      <RecordContextProvider value={{ id: 'p1', propertyNo: word }}>
        <TextOrNaField source="propertyNo" />
      </RecordContextProvider>,
    );
    expect(screen.getByText(word)).toBeInTheDocument();
    expect(container.querySelectorAll('wbr')).toHaveLength(4);
  });
});
