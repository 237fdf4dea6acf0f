import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from '@admin/providers/dataProvider';
import type { HttpRequest } from '@admin/providers/httpClient';
import { renderScreens } from '../../resources/plot-for-sale/screensHarness';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillForm(values: { name?: string; email?: string; phone?: string; subject?: string; message?: string }) {
  if (values.name) await userEvent.type(field(/^Name/), values.name);
  if (values.email) await userEvent.type(field(/^Email/), values.email);
  if (values.phone) await userEvent.type(field(/^Phone/), values.phone);
  if (values.subject) await userEvent.type(field(/^Subject/), values.subject);
  if (values.message) await userEvent.type(field(/^Message/), values.message);
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('Public contact-us page', () => {
  it('refuses an empty form with the schema messages and sends nothing', async () => {
    const create = vi.fn();
    renderScreens('/contact-us', { create });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    // The tab is named after the page, as every other page's.
    await waitFor(() => expect(document.title).toMatch(/^Contact us · /));
    await send();
    expect(await screen.findByText('Enter Your Name')).toBeInTheDocument();
    expect(screen.getByText('Please enter  email', { normalizer: (s) => s })).toBeInTheDocument();
    expect(screen.getByText('Please enter message')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a malformed email and phone', async () => {
    const create = vi.fn();
    renderScreens('/contact-us', { create });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fillForm({ name: 'Kiran', email: 'kiran@', phone: 'abc', message: 'Hello' });
    await send();
    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the trimmed form as a support request, says so and clears the form', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 'sr-1' } }));
    renderScreens('/contact-us', { create });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fillForm({ name: '  Kiran Kumar ', email: 'kiran@example.com', phone: '+91 98480 12345', subject: 'Site visit', message: 'Call me please' });
    await send();
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('support', {
        data: { name: 'Kiran Kumar', email: 'kiran@example.com', phone: '+91 98480 12345', subject: 'Site visit', message: 'Call me please' },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your message has been sent.');
    await waitFor(() => expect(field(/^Name/)).toHaveValue(''));
    expect(field(/^Message/)).toHaveValue('');
  });

  it('explains a rate-limit refusal and keeps what the user typed', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('Too many requests', 429, { statusCode: 5002, errors: { root: { serverError: 'Too many requests' } } });
    });
    renderScreens('/contact-us', { create });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fillForm({ name: 'Kiran', email: 'kiran@example.com', message: 'Again' });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent too many messages in a short time');
    expect(field(/^Name/)).toHaveValue('Kiran');
  });

  it('posts to the public contact-us route without a token', async () => {
    localStorage.setItem('token', 'admin-token');
    const requests: HttpRequest[] = [];
    const httpClient = vi.fn(async (request: HttpRequest) => {
      requests.push(request);
      return { status: 200, json: { message: 'Thanks for contacting us', data: { _id: 'sr-9', ...(request.body as object) } } };
    });
    renderScreens('/contact-us', createDataProvider({ httpClient: httpClient as never }));
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fillForm({ name: 'Kiran', email: 'kiran@example.com', message: 'Hello there' });
    await send();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: 'public/contact-us/create',
      public: true,
      body: { name: 'Kiran', email: 'kiran@example.com', phone: '', subject: '', message: 'Hello there' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you');
  });
});
