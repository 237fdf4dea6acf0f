import type { uiMessagesEn } from '@admin/ui/uiMessages';
import type { Strings } from '../en';

export const uiRo: Strings<typeof uiMessagesEn> = {
  common: {
    noMatch: 'Nimic nu corespunde căutării și filtrelor.',
    active: 'Activ',
    inactive: 'Inactiv',
    toggleStatus: 'Schimbă starea',
    openMap: 'Deschide în hărți',
    na: 'NA',
    loading: 'Se încarcă…',
    empty: 'Nimic deocamdată',
    copy: 'Copiază',
    copied: 'Copiat',
    close: 'Închide',
    details: 'Detalii',
    actions: 'Acțiuni',
    listLoadFailed: 'Această listă nu a putut fi încărcată.',
    retry: 'Reîncearcă',
    unreachable: 'Serverul nu poate fi contactat. Verificați conexiunea, apoi încercați din nou.',
    resultCount: '1 rezultat |||| %{smart_count} rezultate |||| %{smart_count} de rezultate',
    offline: 'Sunteți offline. Încărcarea și salvarea așteaptă revenirea conexiunii.',
  },
  filters: { active: 'Stare', status: 'Stare', type: 'Tip', all: 'Toate', toggle: 'Filtre', toggleCount: 'Filtre (%{smart_count})', searchShortcut: 'Apăsați %{key} pentru a căuta' },
  viewError: {
    title: 'Eroare de pagină',
    loadFailed: 'Această pagină nu s-a putut încărca. Verificați conexiunea, apoi încercați din nou.',
    failed: 'A apărut o problemă pe această pagină.',
    reload: 'Reîncărcați pagina',
  },
  dateRange: { start: 'Data de început', end: 'Data de sfârșit', search: 'Caută', clear: 'Șterge', createdBetween: 'Creat între' },
  bulkActive: {
    activate: 'Activează',
    deactivate: 'Dezactivează',
    activated: 'A fost activat 1 element |||| Au fost activate %{smart_count} elemente |||| Au fost activate %{smart_count} de elemente',
    deactivated: 'A fost dezactivat 1 element |||| Au fost dezactivate %{smart_count} elemente |||| Au fost dezactivate %{smart_count} de elemente',
    already_activated: 'Elementele selectate sunt deja active',
    already_deactivated: 'Elementele selectate sunt deja inactive',
  },
  export: {
    button: 'Exportă CSV',
    rows: '1 rând |||| %{smart_count} rânduri |||| %{smart_count} de rânduri',
    progress: 'Se exportă %{done} din %{of}…',
    done: 'A fost exportat 1 rând |||| Au fost exportate %{smart_count} rânduri |||| Au fost exportate %{smart_count} de rânduri',
    capped: 'Au fost exportate primele %{count} din %{total} rânduri: restrângeți căutarea sau filtrele pentru a exporta restul',
  },
};
