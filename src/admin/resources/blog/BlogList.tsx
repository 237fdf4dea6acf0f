import { Stack } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { cardLine } from '@admin/ui/cardText';
import { blog } from '@shared/resources/content';
import type { Blog } from '@shared/resources/content';
import { PageTitle } from '@admin/ui/PageTitle';
import { ActiveToggleField } from '@admin/ui/ActiveToggleField';
import { BulkActiveButtons } from '@admin/ui/BulkActiveButtons';
import { DateOrNaField, TextOrNaField, YesNoField } from '@admin/ui/fields';
import { activeFilterInput, searchFilter } from '@admin/ui/filters';
import { formatDate } from '@admin/format';
import { EmptyWithCreate } from '@admin/ui/EmptyWithCreate';
import { ThumbnailField } from '@admin/ui/ThumbnailField';
import { raSort } from '@admin/ui/raSort';
import { pinnedLastColumnSx } from '@admin/ui/pinnedColumns';
import { ListActions } from '@admin/ui/ListActions';
import { ActionsColumn } from '@admin/ui/ActionsColumn';
import { RowDeleteButton } from '@admin/ui/RowDeleteButton';
import { activeColumn, dateColumn, textColumn, yesNoColumn } from '@admin/ui/export/exportColumns';
import { AppList } from '@admin/ui/AppList';
import { RowEditButton, RowShowButton } from '@admin/ui/RowButtons';
import { ToggleCards } from '@admin/ui/ToggleCards';
import { useCardsLayout } from '@admin/ui/useCardsLayout';

type BlogRecord = Blog & { id: string };
const blogFilters = [searchFilter(), activeFilterInput()];
const exportColumns = [textColumn('title'), textColumn('shortDescription'), yesNoColumn('featured'), dateColumn('createdAt'), activeColumn()];

/** /blog: server-paged posts with search, active filter, sort on the contract's fields, toggle and delete. */
export function BlogList() {
  const translate = useTranslate();
  const isSmall = useCardsLayout();
  return (
    <>
      <PageTitle title="resources.blog.list.title" />
      <AppList
        actions={<ListActions exportColumns={exportColumns} />}
        resource={blog.name}
        title="resources.blog.list.title"
        filters={blogFilters}
        sort={raSort(blog.defaultSort)}
        perPage={10}
        exporter={false}
        empty={<EmptyWithCreate />}
      >
        {isSmall ? (
          <ToggleCards<BlogRecord>
            primaryText={(r) => r.title}
            secondaryText={(r) => cardLine(r.featured && translate('resources.blog.fields.featured'), formatDate(r.createdAt))}
            leftAvatar={() => <ThumbnailField source="thumbImage" size={40} />}
          />
        ) : (
          <DataTable rowClick="edit" bulkActionButtons={<BulkActiveButtons />} sx={pinnedLastColumnSx}>
            <DataTable.Col source="thumbImage" disableSort>
              <ThumbnailField source="thumbImage" altSource="title" />
            </DataTable.Col>
            <DataTable.Col source="title">
              <TextOrNaField source="title" />
            </DataTable.Col>
            <DataTable.Col source="featured">
              <YesNoField source="featured" />
            </DataTable.Col>
            <DataTable.Col source="createdAt">
              <DateOrNaField source="createdAt" withTime />
            </DataTable.Col>
            <DataTable.Col source="isActive">
              <ActiveToggleField source="isActive" />
            </DataTable.Col>
            <ActionsColumn>
              <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
                <RowShowButton label="resources.blog.show.preview" />
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
