/**
 * Mounts one resource's views in a real <Admin> (layout, notifications, router) with a fake dataProvider,
 * translated with the English app texts plus the resource's own messages.
 */
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Admin, Resource, TestMemoryRouter, testDataProvider } from 'react-admin';
import type { DataProvider, TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '@i18n/en';
import { BlogEdit } from '@admin/resources/blog/BlogEdit';
import { blogMessages } from '@admin/resources/blog/messages';
import type { ResourceMessages } from '@admin/resources/adminResource';

export type HarnessOptions = {
  name: string;
  messages: ResourceMessages;
  /** Overrides of the methods the test expects; any other call fails loudly. */
  dataProvider: Record<string, unknown>;
  path: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
};

export function renderResource({ name, messages, dataProvider, path, list, create, edit, show }: HarnessOptions) {
  const i18nProvider = polyglotI18nProvider(() => ({ ...en, resources: { [name]: messages } }) as TranslationMessages, 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
  });
  const provider = testDataProvider(dataProvider as unknown as Partial<DataProvider>);
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={provider} i18nProvider={i18nProvider} disableTelemetry>
        <Resource name={name} list={list} create={create} edit={edit} show={show} />
      </Admin>
    </TestMemoryRouter>,
  );
}

/** A getList answer react-admin accepts. */
export const listAnswer = <T extends { id: string }>(data: T[], total = data.length) => ({ data, total });

/** A saved post, as the blog's getOne answers it. */
export const savedPost = {
  id: 'b1',
  _id: 'b1',
  title: 'Old title',
  seoTitle: 'old-title',
  metaTitle: 'Meta',
  metaDescription: 'Meta description',
  shortDescription: 'Short',
  longDescription: '<p>Long <strong>text</strong></p>',
  featured: false,
  thumbImage: 'blog/thumb.jpg',
  file: 'blog/cover.jpg',
  isActive: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

/** The blog edit page of a saved post (savedPost unless `dataProvider.getOne` says otherwise). */
export function renderBlogEdit(dataProvider: Record<string, unknown> = {}) {
  return renderResource({
    name: 'blog',
    messages: blogMessages.en,
    path: '/blog/b1',
    edit: BlogEdit,
    list: () => null,
    dataProvider: { getOne: async () => ({ data: savedPost }), getList: async () => listAnswer([]), ...dataProvider },
  });
}
