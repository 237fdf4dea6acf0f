import { useMemo } from 'react';
import { DataTableRow, I18nContext, useI18nProvider, type DataTableRowProps } from 'react-admin';
import { useRowControlName } from './useRowControlName';

const SELECT_ROW = 'ra.action.select_row';

/**
 * react-admin's table row, whose selection checkbox is named with its record, "Select this row: Plot 14, Kokapet",
 * as the row's other controls are (useRowControlName): every checkbox of a page read "Select this row" (audit).
 * react-admin's checkbox translates a fixed key with no record, so the row gives it a translate that adds the name.
 * Every DataTable's body uses this row (themes/adminThemes.ts).
 */
export function NamedSelectionRow(props: DataTableRowProps) {
  const i18nProvider = useI18nProvider();
  const named = useRowControlName();
  const name = named(SELECT_ROW);
  const withRowName = useMemo(
    () => ({ ...i18nProvider, translate: (key: string, options?: object) => (key === SELECT_ROW ? name : i18nProvider.translate(key, options)) }),
    [i18nProvider, name],
  );
  return (
    <I18nContext.Provider value={withRowName}>
      <DataTableRow {...props} />
    </I18nContext.Provider>
  );
}
