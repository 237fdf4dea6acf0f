/**
 * How a resource is declared on the admin side: its contract (paths, list keys), lazily loaded views, icon,
 * translations (all four locales, kept beside the views; see Localized) and the spec's extra paths that alias the
 * resource routes. The registry lists these in menu order; App, Menu, i18n and the dataProvider read it.
 */
import type { ComponentType } from 'react';
import type { RouteTarget } from '@admin/layout/routePreload';
import type { ResourceContract } from '@shared/resource';

export type LocaleCode = 'en' | 'fr' | 'ro' | 'zh';
export type OtherLocale = Exclude<LocaleCode, 'en'>;

/**
 * Texts in every interface language: English, the default, is bundled with the admin; the others (a translations
 * module beside the English one) load with their locale, so the first screen does not carry three unused languages.
 */
export type Localized<M> = { en: M; others(): Promise<Record<OtherLocale, M>> };

/** `resources.<name>` in every locale: name ("Property |||| Properties"), fields.*, and any other keys the views use. */
export type ResourceMessages = { name: string; fields: Record<string, string>; [key: string]: unknown };

/** A view: usually lazyView(...) (preloadable) or redirectTo(...) (followed when preloading). */
type View = ComponentType & RouteTarget;

export type AdminResource = {
  contract: ResourceContract;
  icon: ComponentType;
  list?: View;
  edit?: View;
  create?: View;
  show?: View;
  /** false for resources reached from another screen only (e.g. spreadsheet rows). */
  menu?: boolean;
  /** The menu label's i18n key when it differs from `resources.<name>.name` (e.g. "Service Creation"). */
  menuLabel?: string;
  recordRepresentation?: string;
  messages: Localized<ResourceMessages>;
  /**
   * Spec paths that are not react-admin's own (/property/list, /property/form/:id, ...), each with the
   * element to render there (a redirect to the resource route or a dedicated page). Paths are absolute.
   */
  routes?: { path: string; element: View }[];
};

export function defineResource(r: AdminResource): AdminResource {
  return r;
}
