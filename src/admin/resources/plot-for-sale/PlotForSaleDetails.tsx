import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Divider, Grid } from '@mui/material';
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Labeled, Show, TopToolbar } from 'react-admin';
import { approvalStatus, approvals, availabilityStatus, facing, plotType, seller } from '@shared/enums';
import { plotForSale } from '@shared/resources/plots';
import { ActiveToggleField } from '../../ui/ActiveToggleField';
import { PageTitle } from '../../ui/PageTitle';
import { DateOrNaField, EnumField, EnumListField, MapLinkField, RupeeField, TextOrNaField } from '../../ui/fields';
import { ImageGalleryField } from './ImageGalleryField';
import { DimensionsField, SizeWithUnitField, TextChipsField } from '@admin/ui/plotFields';

const R = 'resources.plot-for-sale';

/** /plot-for-sale/details/:id — every field of one plot for sale, read-only, with its active switch. */
export function PlotForSaleDetails() {
  const { id } = useParams<{ id: string }>();
  return (
    <>
      <PageTitle title={`${R}.detailsTitle`} />
      <Show resource={plotForSale.name} id={id} title={`${R}.detailsTitle`} actions={<DetailsActions />}>
        <Box sx={{ p: 2 }}>
          <Grid container spacing={2}>
            {cell(<TextOrNaField source="name" />)}
            {cell(<TextOrNaField source="address" />)}
            {cell(<TextOrNaField source="assetNo" />)}
            {cell(<TextOrNaField source="plotNo" />)}
            {cell(<EnumField source="approvalStatus" enumDef={approvalStatus} />)}
            {cell(<EnumField source="availabilityStatus" enumDef={availabilityStatus} />)}
            {cell(<SizeWithUnitField source="plotSize" />)}
            {cell(<DimensionsField source="dimensions" />)}
            {cell(<EnumField source="plotType" enumDef={plotType} />)}
            {cell(<EnumField source="plotFacing" enumDef={facing} />)}
            {cell(<EnumField source="plotSeller" enumDef={seller} />)}
            {cell(<EnumListField source="approvals" enumDef={approvals} />)}
            {cell(<RupeeField source="pricePerSqft" />)}
            {cell(<TextOrNaField source="ventureName" />)}
            {cell(<TextOrNaField source="builderName" />)}
            {cell(<MapLinkField source="location" />)}
            {cell(<ActiveToggleField source="isActive" />)}
            {cell(<DateOrNaField source="createdAt" withTime />)}
            {cell(<DateOrNaField source="updatedAt" withTime />)}
          </Grid>
          <Divider sx={{ my: 2 }} />
          <Labeled>
            <TextChipsField source="locationHighlights" />
          </Labeled>
          <Labeled fullWidth>
            <TextOrNaField source="additionalInfo" />
          </Labeled>
          <Labeled fullWidth>
            <ImageGalleryField source="images" i18nPrefix={R} />
          </Labeled>
        </Box>
      </Show>
    </>
  );
}

function cell(field: ReactElement<{ source: string; label?: string }>) {
  return (
    <Grid key={field.props.source} size={{ xs: 12, sm: 6, md: 4 }}>
      <Labeled label={field.props.label}>{field}</Labeled>
    </Grid>
  );
}

function DetailsActions() {
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={Link} to="/plot-for-sale" label={`${R}.actions.back`}>
        <ArrowBackIcon />
      </Button>
    </TopToolbar>
  );
}
