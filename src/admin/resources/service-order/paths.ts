import type { Identifier } from 'react-admin';

/** The spec's details path (/service-order/details); the order travels in the query string. */
export const ORDER_DETAILS_PATH = '/service-order/details';

export const orderDetailsPath = (id: Identifier) => `${ORDER_DETAILS_PATH}?id=${encodeURIComponent(String(id))}`;
