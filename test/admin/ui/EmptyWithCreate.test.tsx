import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogList } from '@admin/resources/blog/BlogList';
import { blogMessages } from '@admin/resources/blog/messages';
import { ReviewList } from '@admin/resources/review/ReviewList';
import { reviewMessages } from '@admin/resources/review/messages';
import { ServiceList } from '@admin/resources/services/ServiceList';
import { servicesMessages } from '@admin/resources/services/messages';
import { listAnswer, renderResource } from '../resources/blog/adminHarness';

const Create = () => <p>the create form</p>;

const lists = [
  { name: 'blog', list: BlogList, messages: blogMessages.en, empty: 'No blog posts yet', hint: 'Write the first post to publish it on the site.' },
  { name: 'review', list: ReviewList, messages: reviewMessages.en, empty: 'No reviews or ads yet', hint: 'Add a customer review or an ad.' },
  { name: 'services', list: ServiceList, messages: servicesMessages.en, empty: 'No services yet', hint: 'Create the first service customers can order.' },
];

describe('A list with no records yet', { timeout: 60_000 }, () => {
  it.each(lists)('$name: says so, gives its hint and links to the create form', async ({ name, list, messages, empty, hint }) => {
    renderResource({ name, messages, path: `/${name}`, list, create: Create, dataProvider: { getList: async () => listAnswer([]) } });
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', `/${name}/create`);
  });
});
