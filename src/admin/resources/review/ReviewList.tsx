import { Stack } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { reviewType } from '@shared/enums';
import { review } from '@shared/resources/content';
import { PageTitle } from '@admin/ui/PageTitle';
import { ActiveToggleField } from '@admin/ui/ActiveToggleField';
import { BulkActiveButtons } from '@admin/ui/BulkActiveButtons';
import { DateOrNaField, EnumChipField, TextOrNaField } from '@admin/ui/fields';
import { activeFilterInput, choiceFilter, searchFilter } from '@admin/ui/filters';
import { ThumbnailField } from '@admin/ui/ThumbnailField';
import { raSort } from '@admin/ui/raSort';
import { EmptyWithCreate } from '@admin/ui/EmptyWithCreate';
import { pinnedLastColumnSx } from '@admin/ui/pinnedColumns';
import { ListActions } from '@admin/ui/ListActions';
import { ActionsColumn } from '@admin/ui/ActionsColumn';
import { RowDeleteButton } from '@admin/ui/RowDeleteButton';
import { activeColumn, dateColumn, enumColumn, textColumn } from '@admin/ui/export/exportColumns';
import { AppList } from '@admin/ui/AppList';
import { cardLine } from '@admin/ui/cardText';
import { shortenText } from '@admin/format';
import { RowEditButton } from '@admin/ui/RowButtons';
import { ToggleCards } from '@admin/ui/ToggleCards';
import { useCardsLayout } from '@admin/ui/useCardsLayout';

/** Review / Ad; "All" is the empty choice, so no reviewType is sent (the server reads absent or 3 as all). */
const reviewTypeFilter = choiceFilter({
  source: 'reviewType',
  label: 'resources.review.fields.reviewType',
  choices: reviewType.choices.filter((c) => c.id !== reviewType.values.ALL),
});

const reviewFilters = [searchFilter(), reviewTypeFilter, activeFilterInput()];
const exportColumns = [textColumn('name'), enumColumn('reviewType', reviewType), textColumn('description'), textColumn('linkUrl'), dateColumn('createdAt'), activeColumn()];

const typeColors = { [reviewType.values.REVIEW]: 'primary', [reviewType.values.AD]: 'secondary' } as const;

export function ReviewList() {
  const translate = useTranslate();
  const isSmall = useCardsLayout();
  return (
    <>
      <PageTitle title="resources.review.list.title" />
      <AppList
        actions={<ListActions exportColumns={exportColumns} />}
        resource={review.name}
        title="resources.review.list.title"
        filters={reviewFilters}
        sort={raSort(review.defaultSort)}
        exporter={false}
        empty={<EmptyWithCreate />}
      >
        {isSmall ? (
          <ToggleCards
            primaryText={(r) => r.name}
            secondaryText={(r) => cardLine(reviewType.has(r.reviewType) && translate(reviewType.label(r.reviewType)), shortenText(String(r.description ?? ''), 80))}
          />
        ) : (
          <DataTable rowClick="edit" bulkActionButtons={<BulkActiveButtons />} sx={pinnedLastColumnSx}>
            <DataTable.Col source="image" disableSort>
              <ThumbnailField source="image" altSource="name" />
            </DataTable.Col>
            <DataTable.Col source="name">
              <TextOrNaField source="name" />
            </DataTable.Col>
            <DataTable.Col source="reviewType">
              <EnumChipField source="reviewType" enumDef={reviewType} colors={typeColors} />
            </DataTable.Col>
            <DataTable.Col source="description" disableSort>
              <TextOrNaField source="description" maxLength={80} />
            </DataTable.Col>
            <DataTable.Col source="createdAt">
              <DateOrNaField source="createdAt" />
            </DataTable.Col>
            <DataTable.Col source="isActive">
              <ActiveToggleField source="isActive" />
            </DataTable.Col>
            <ActionsColumn>
              <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
                <RowEditButton />
                <RowDeleteButton />
              </Stack>
            </ActionsColumn>
          </DataTable>
        )}
      </AppList>
    </>
  );
}
