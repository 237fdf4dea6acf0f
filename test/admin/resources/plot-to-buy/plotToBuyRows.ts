import type { PlotToBuy } from '@shared/resources/plots';

export type PlotToBuyRow = PlotToBuy & { id: string };

let seq = 0;
export function makePlotToBuy(overrides: Partial<PlotToBuyRow> = {}): PlotToBuyRow {
  const n = ++seq;
  const id = overrides.id ?? `p${n}`;
  return {
    id,
    _id: id,
    ticketId: `TKT-${1000 + n}`,
    name: 'Lakshmi Reddy',
    address: 'Kokapet, Hyderabad',
    location: { type: 'Point', coordinates: [78.33, 17.39] },
    plotSize: 240,
    plotSizeUnit: 1,
    plotType: 7,
    minimumBudget: 1_000_000,
    maximumBudget: 2_500_000,
    approvals: ['HMDA'],
    availabilityStatus: 1,
    plotFacing: 3,
    paymentOption: 3,
    status: 1,
    isActive: true,
    createdAt: '2024-02-01T10:00:00+05:30',
    updatedAt: '2024-02-02T11:00:00+05:30',
    ...overrides,
  };
}
