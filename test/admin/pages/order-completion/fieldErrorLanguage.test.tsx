/**
 * The server's field messages shown under the completion form's inputs speak the admin's language, as its toasts
 * do; the form's own messages (i18n keys) are translated as before.
 */
import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CompletionImagesInput } from '@admin/pages/order-completion/CompletionImagesInput';
import { completionKey } from '@admin/pages/order-completion/messages';
import { emptyOtp, OtpInput } from '@admin/pages/order-completion/OtpInput';
import { adminResources } from '@admin/resources/registry';
import { createI18nProvider } from '@i18n/index';

async function inFrench(ui: React.ReactElement) {
  const i18nProvider = createI18nProvider(adminResources);
  await i18nProvider.changeLocale('fr');
  return render(<I18nContextProvider value={i18nProvider}>{ui}</I18nContextProvider>);
}

describe('the completion form’s field messages in French', () => {
  it('translate the server’s OTP message', async () => {
    await inFrench(<OtpInput value={emptyOtp()} onChange={() => undefined} error="Invalid user OTP" />);
    expect(screen.getByText('OTP client invalide')).toBeInTheDocument();
  });

  it('translate the tries left after a wrong OTP', async () => {
    await inFrench(<OtpInput value={emptyOtp()} onChange={() => undefined} error="Invalid user OTP (tries left: 3)" />);
    expect(screen.getByText('OTP client invalide (essais restants : 3)')).toBeInTheDocument();
  });

  it('translate the server’s images message, and the form’s own as before', async () => {
    const { rerender } = await inFrench(<CompletionImagesInput images={[]} onAdd={() => undefined} onRemove={() => undefined} error="Some images were not uploaded" />);
    expect(screen.getByRole('alert')).toHaveTextContent("Certaines images n'ont pas été téléversées");
    const i18nProvider = createI18nProvider(adminResources);
    await i18nProvider.changeLocale('fr');
    rerender(
      <I18nContextProvider value={i18nProvider}>
        <CompletionImagesInput images={[]} onAdd={() => undefined} onRemove={() => undefined} error={completionKey('waitForUploads')} />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez attendre la fin du téléversement de chaque image');
  });
});
