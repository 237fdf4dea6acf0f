import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Grid, Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Labeled, Show, TopToolbar } from 'react-admin';
import { approvals, availabilityStatus, facing, paymentOption, plotType, statusFilter } from '@shared/enums';
import { plotToBuy } from '@shared/resources/plots';
import { PageTitle } from '../../ui/PageTitle';
import { DateOrNaField, EnumChipField, EnumField, EnumListField, MapLinkField, TextOrNaField } from '../../ui/fields';
import { ActiveLabelField, BudgetRangeField, SizeWithUnitField } from '@admin/ui/plotFields';
import { PlotToBuyStatusMenu } from './PlotToBuyStatusMenu';
import { openClosePendingColors } from './statusColors';

const R = 'resources.plot-to-buy';

/** /plot-to-buy/details/:id — one buyer requirement with every field and its status control. */
export function PlotToBuyDetails() {
  const { id } = useParams<{ id: string }>();
  return (
    <>
      <PageTitle title={`${R}.detailsTitle`} />
      <Show resource={plotToBuy.name} id={id} title={`${R}.detailsTitle`} actions={<DetailsActions />}>
        <Box sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Labeled>
              <EnumChipField source="status" enumDef={statusFilter} colors={openClosePendingColors} />
            </Labeled>
            <PlotToBuyStatusMenu />
          </Stack>
          <Grid container spacing={2}>
            {cell(<TextOrNaField source="ticketId" />)}
            {cell(<TextOrNaField source="name" />)}
            {cell(<TextOrNaField source="address" />)}
            {cell(<MapLinkField source="location" />)}
            {cell(<BudgetRangeField source="budget" />)}
            {cell(<SizeWithUnitField source="plotSize" />)}
            {cell(<EnumField source="plotType" enumDef={plotType} />)}
            {cell(<EnumField source="plotFacing" enumDef={facing} />)}
            {cell(<EnumField source="paymentOption" enumDef={paymentOption} />)}
            {cell(<EnumField source="availabilityStatus" enumDef={availabilityStatus} />)}
            {cell(<EnumListField source="approvals" enumDef={approvals} />)}
            {cell(<ActiveLabelField source="isActive" />)}
            {cell(<DateOrNaField source="createdAt" withTime />)}
            {cell(<DateOrNaField source="updatedAt" withTime />)}
          </Grid>
        </Box>
      </Show>
    </>
  );
}

function cell(field: ReactElement<{ source: string }>) {
  return (
    <Grid key={field.props.source} size={{ xs: 12, sm: 6, md: 4 }}>
      <Labeled>{field}</Labeled>
    </Grid>
  );
}

function DetailsActions() {
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={Link} to="/plot-to-buy" label={`${R}.actions.back`}>
        <ArrowBackIcon />
      </Button>
    </TopToolbar>
  );
}
