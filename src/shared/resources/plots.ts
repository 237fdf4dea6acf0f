/** Plots for sale and plots to buy (spec §3, §7). The admin reads and toggles them; the marketplace creates them. */
import { type Point, route } from '../api';
import type { approvalStatus, availabilityStatus, facing, paymentOption, plotType, seller, sizeUnit, statusFilter } from '../enums';
import { listKeys, resourceContract } from '../resource';

type Id<E extends { ids: readonly unknown[] }> = E['ids'][number];

export type PlotForSale = {
  _id: string;
  name: string;
  address: string;
  assetNo: string;
  plotNo: string;
  location: Point | null;
  pricePerSqft: number;
  plotSize: number;
  plotSizeUnit: Id<typeof sizeUnit>;
  plotWidth: number;
  plotLength: number;
  plotType: Id<typeof plotType>;
  plotFacing: Id<typeof facing>;
  plotSeller: Id<typeof seller>;
  ventureName: string;
  builderName: string;
  /** Default APPROVED (2), spec §9. */
  approvalStatus: Id<typeof approvalStatus>;
  availabilityStatus: Id<typeof availabilityStatus>;
  approvals: string[];
  images: string[];
  locationHighlights: string[];
  additionalInfo: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

export const plotForSale = resourceContract({
  name: 'plot-for-sale',
  routes: {
    list: route('GET', 'plot/admin/list', { query: listKeys('active') }),
    getOne: route('GET', 'plot/admin/get/:id'),
    status: route('PATCH', 'plot/admin/status/update/:id'),
  },
  filter: 'active',
  sortable: ['createdAt', 'name', 'address', 'plotNo', 'ventureName', 'pricePerSqft', 'plotSize', 'approvalStatus', 'availabilityStatus', 'isActive'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['name', 'address', 'assetNo', 'plotNo', 'ventureName', 'builderName'],
});

/** A buyer's requirement. `status` is OPEN=1, CLOSE=2, PENDING=3 (interface.md). */
export type PlotToBuy = {
  _id: string;
  ticketId: string;
  name: string;
  address: string;
  location: Point | null;
  plotSize: number;
  plotSizeUnit: Id<typeof sizeUnit>;
  plotType: Id<typeof plotType>;
  minimumBudget: number;
  maximumBudget: number;
  approvals: string[];
  availabilityStatus: Id<typeof availabilityStatus>;
  plotFacing: Id<typeof facing>;
  paymentOption: Id<typeof paymentOption>;
  status: Exclude<Id<typeof statusFilter>, 0>;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

export const plotToBuy = resourceContract({
  name: 'plot-to-buy',
  routes: {
    // `status` (OPEN/CLOSE/PENDING) is an extension: statusFilter is fixed to the active filter's ALL.
    list: route('GET', 'plot/plot-to-buy/list', { query: [...listKeys('active'), 'status'] }),
    // Extension: the details page needs one requirement; the spec lists no get call.
    getOne: route('GET', 'plot/plot-to-buy/get/:id', { extension: true }),
  },
  filter: 'active',
  // Spec: "statusFilter always 1" = the active filter's ALL (interface.md).
  fixedQuery: { statusFilter: 1 },
  sortable: ['createdAt', 'ticketId', 'name', 'minimumBudget', 'maximumBudget', 'plotSize', 'status'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['ticketId', 'name', 'address'],
});

export const plotToBuyRoutes = {
  /** `:action` is the target status number (1 OPEN, 2 CLOSE, 3 PENDING). */
  setStatus: route('PATCH', 'plot/plot-to-buy/status/update/:id/:action'),
} as const;
