/** The spec's details path of one buyer requirement. */
export const plotToBuyDetailsPath = (id: unknown) => `/plot-to-buy/details/${encodeURIComponent(String(id))}`;
