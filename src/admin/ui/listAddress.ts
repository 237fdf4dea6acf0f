/**
 * The address of a list opened with a filter (`/plot-to-buy?filter={"q":"TKT-1"}`), in react-admin's own form: the
 * list reads it and keeps it in its address (useParamsInAddress). For links into a list from another screen.
 */
export const filteredListPath = (path: string, filter: Record<string, unknown>) =>
  `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
