import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box } from '@mui/material';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { getTabbedFormTabFullPath, TabbedFormTabs, useFormGroup, useTranslate, type TabbedFormTabsProps } from 'react-admin';
import { visuallyHidden } from '@admin/ui/visuallyHidden';

/** A form tab's label: its name, then, while a field of the tab is in error, an icon and words that say so. */
function TabLabel({ group, label }: { group: string; label: ReactNode }) {
  const translate = useTranslate();
  const { isValid } = useFormGroup(group);
  // One span: a tab lays its label's parts out in a column, which put the icon under the name.
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {typeof label === 'string' ? translate(label, { _: label }) : label}
      {!isValid && (
        <>
          <ErrorOutlineIcon fontSize="inherit" />
          <Box component="span" sx={visuallyHidden}>
            {translate('app.common.tabHasErrors')}
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * react-admin's TabbedFormTabs, for a TabbedForm's `tabs`: a tab holding a field in error says so in its name
 * ("Features (has errors)") and shows an icon. react-admin only coloured it red, which a screen reader does not say
 * and forced colours (Windows high contrast) take away, so finding the errors meant opening every tab (audit).
 * A tab's form group is named as TabbedFormView names it: its path with the address in sync, else its index.
 */
export function TabsNamingErrors({ children, ...props }: TabbedFormTabsProps) {
  const tabs = Children.map(children, (tab, index) => {
    if (!isValidElement<{ label: ReactNode }>(tab)) return tab;
    const group = props.syncWithLocation ? getTabbedFormTabFullPath(tab as ReactElement, index) : String(index);
    return cloneElement(tab, { label: <TabLabel group={group} label={tab.props.label} /> });
  });
  return <TabbedFormTabs {...props}>{tabs}</TabbedFormTabs>;
}
