/** The spec's details path of one plot for sale. */
export const plotForSaleDetailsPath = (id: unknown) => `/plot-for-sale/details/${encodeURIComponent(String(id))}`;
