import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listAnswer, makeOrder, renderOrdersAdmin } from './orderHarness';

describe('Order details', () => {
  it('shows a completed order in full with its completion images, submission type and time', async () => {
    const order = makeOrder({
      id: 'done-1',
      orderNo: 'ORD-DONE',
      status: 'Completed',
      submissionType: 2,
      images: ['service-order/a.png', 'service-order/b.png'],
      completedAt: '2024-04-01T09:30:00.000Z',
      fee: 125000,
    });
    const getOne = vi.fn(async () => ({ data: order }));
    renderOrdersAdmin('/service-order/details?id=done-1', { getOne });
    expect(await screen.findByText('ORD-DONE')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('service-order', expect.objectContaining({ id: 'done-1' }));
    expect(screen.getByText('Submit')).toBeInTheDocument();
    expect(screen.getByText('₹1,25,000')).toBeInTheDocument();
    expect(screen.getByText(/^2024\.04\.01/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Completion image 1 of order ORD-DONE' })).toHaveAttribute('src', '/storage/service-order/a.png');
    expect(screen.getByRole('img', { name: 'Completion image 2 of order ORD-DONE' })).toHaveAttribute('src', '/storage/service-order/b.png');
    expect(screen.queryByRole('button', { name: /Generate OTP/ })).not.toBeInTheDocument();
  });

  it('offers the OTP flow for an order that is not completed', async () => {
    const getOne = vi.fn(async () => ({ data: makeOrder({ id: 'p-1', orderNo: 'ORD-OPEN', status: 'Pending' }) }));
    renderOrdersAdmin('/service-order/p-1/show', { getOne });
    expect(await screen.findByText('This order is not completed yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate OTP ORD-OPEN/ })).toBeInTheDocument();
  });

  it('without an order asks for an order number and opens the order it finds', async () => {
    const user = userEvent.setup();
    const found = makeOrder({ id: 'f-9', orderNo: 'ORD-2024-09' });
    const getList = vi.fn(async () => listAnswer([makeOrder({ orderNo: 'ORD-2024-090' }), found]));
    const getOne = vi.fn(async () => ({ data: found }));
    renderOrdersAdmin('/service-order/details', { getList, getOne });
    await user.type(await screen.findByRole('textbox', { name: 'Order number' }), 'ord-2024-09');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(getOne).toHaveBeenCalledWith('service-order', expect.objectContaining({ id: 'f-9' })));
    expect(getList).toHaveBeenCalledWith('service-order', expect.objectContaining({ filter: { q: 'ord-2024-09' } }));
    expect(await screen.findByText('ORD-2024-09')).toBeInTheDocument();
  });

  it('says when no order has that number', async () => {
    const user = userEvent.setup();
    renderOrdersAdmin('/service-order/details', { getList: vi.fn(async () => listAnswer([])) });
    await user.type(await screen.findByRole('textbox', { name: 'Order number' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No order found with number NOPE')).toBeInTheDocument();
  });
});

describe('Order details from a link to a missing order', () => {
  it('says the link names no order, without calling its id an order number, and offers the search', async () => {
    const missing = Object.assign(new Error('Order not found'), { status: 404, body: { statusCode: 5020, message: 'Order not found', errors: [] } });
    const getOne = vi.fn(async () => Promise.reject(missing));
    renderOrdersAdmin('/service-order/details?id=00000000-0000-4000-8000-000000000000', { getOne });
    expect(await screen.findByText(/^The order this link names was not found/)).toBeInTheDocument();
    expect(screen.queryByText(/with number 00000000/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Order number' })).toBeInTheDocument();
  });
});
