import type { uiMessagesEn } from '@admin/ui/uiMessages';
import type { Strings } from '../en';

export const uiFr: Strings<typeof uiMessagesEn> = {
  common: {
    noMatch: 'Rien ne correspond à la recherche et aux filtres.',
    active: 'Actif',
    inactive: 'Inactif',
    toggleStatus: 'Changer le statut',
    openMap: 'Ouvrir dans les cartes',
    na: 'NA',
    loading: 'Chargement…',
    empty: 'Rien pour le moment',
    copy: 'Copier',
    copied: 'Copié',
    close: 'Fermer',
    details: 'Détails',
    actions: 'Actions',
    listLoadFailed: 'Cette liste n’a pas pu être chargée.',
    retry: 'Réessayer',
    unreachable: 'Le serveur est injoignable. Vérifiez la connexion, puis réessayez.',
    resultCount: '%{smart_count} résultat |||| %{smart_count} résultats',
    offline: 'Vous êtes hors ligne. Le chargement et l’enregistrement attendent le retour de la connexion.',
  },
  filters: { active: 'Statut', status: 'Statut', type: 'Type', all: 'Tous', toggle: 'Filtres', toggleCount: 'Filtres (%{smart_count})', searchShortcut: 'Appuyez sur %{key} pour rechercher' },
  viewError: {
    title: 'Erreur de page',
    loadFailed: 'Cette page n’a pas pu se charger. Vérifiez la connexion, puis réessayez.',
    failed: 'Un problème est survenu sur cette page.',
    reload: 'Recharger la page',
  },
  dateRange: { start: 'Date de début', end: 'Date de fin', search: 'Rechercher', clear: 'Effacer', createdBetween: 'Créé entre' },
  bulkActive: {
    activate: 'Activer',
    deactivate: 'Désactiver',
    activated: '%{smart_count} élément activé |||| %{smart_count} éléments activés',
    deactivated: '%{smart_count} élément désactivé |||| %{smart_count} éléments désactivés',
    already_activated: 'Les éléments sélectionnés sont déjà actifs',
    already_deactivated: 'Les éléments sélectionnés sont déjà inactifs',
  },
  export: {
    button: 'Exporter en CSV',
    rows: '%{smart_count} ligne |||| %{smart_count} lignes',
    progress: 'Export : %{done} sur %{of}…',
    done: '%{smart_count} ligne exportée |||| %{smart_count} lignes exportées',
    capped: 'Les %{count} premières lignes sur %{total} ont été exportées : affinez la recherche ou les filtres pour exporter le reste',
  },
};
