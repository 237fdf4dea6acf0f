import type { PlotForSale } from '@shared/resources/plots';

export type PlotForSaleRow = PlotForSale & { id: string };

let seq = 0;
export function makePlotForSale(overrides: Partial<PlotForSaleRow> = {}): PlotForSaleRow {
  const n = ++seq;
  const id = overrides.id ?? `pfs${n}`;
  return {
    id,
    _id: id,
    name: `Green Meadows plot ${n}`,
    address: 'Shankarpally, Hyderabad',
    assetNo: `AS-${n}`,
    plotNo: `${n}A`,
    location: { type: 'Point', coordinates: [78.1, 17.45] },
    pricePerSqft: 4500,
    plotSize: 240,
    plotSizeUnit: 1,
    plotWidth: 40,
    plotLength: 54,
    plotType: 7,
    plotFacing: 5,
    plotSeller: 2,
    ventureName: 'Green Meadows',
    builderName: 'Sri Homes',
    approvalStatus: 2,
    availabilityStatus: 2,
    approvals: ['HMDA', 'DTCP'],
    images: ['plots/a.jpg', 'plots/b.jpg'],
    locationHighlights: ['Near ORR', 'School in 2 km'],
    additionalInfo: 'Corner plot',
    isActive: true,
    createdAt: '2024-01-15T09:00:00+05:30',
    updatedAt: '2024-01-20T18:45:00+05:30',
    ...overrides,
  };
}
