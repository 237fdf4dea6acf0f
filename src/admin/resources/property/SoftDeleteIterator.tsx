import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ADD_BUTTON_CLASS, focusAfterRemoval, REMOVE_BUTTON_CLASS } from '@admin/forms/focusAfterRemoval';
import {
  SimpleFormIteratorBase,
  SimpleFormIteratorItemBase,
  useArrayInput,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';

type SubItem = { _id?: string; isDeleted?: boolean } | undefined;

export type SoftDeleteIteratorProps = {
  children: ReactNode;
  /** i18n key of the add button. */
  addLabel: string;
  /** i18n key of an item's heading, with %{index}. */
  itemLabel: string;
  /** i18n key of the remove button's accessible name, with %{index}. */
  removeLabel: string;
  /** The values a new item starts with. */
  newItem: () => Record<string, unknown>;
};

/**
 * ArrayInput iterator for sub-items that the server keeps (spec §4): removing an item that was already saved
 * (it has an `_id`) marks it `isDeleted: true` and hides it, so the update tells the server to delete it;
 * removing an unsaved item drops it from the array.
 */
export function SoftDeleteIterator({ children, addLabel, itemLabel, removeLabel, newItem }: SoftDeleteIteratorProps) {
  return (
    <SimpleFormIteratorBase getItemDefaults={() => newItem()} disableAutoFocus={false}>
      <Items addLabel={addLabel} itemLabel={itemLabel} removeLabel={removeLabel}>
        {children}
      </Items>
    </SimpleFormIteratorBase>
  );
}

function Items({ children, addLabel, itemLabel, removeLabel }: Omit<SoftDeleteIteratorProps, 'newItem'>) {
  const translate = useTranslate();
  const { fields } = useArrayInput();
  const { add, source } = useSimpleFormIterator();
  const values = (useWatch({ name: source }) ?? []) as SubItem[];
  let shown = 0;
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 900, mt: 1 }} data-iterator="">
      {fields.map((field, index) => {
        if (values[index]?.isDeleted) return null;
        shown += 1;
        return (
          <SimpleFormIteratorItemBase key={field.id} index={index}>
            <Card variant="outlined" component="section" aria-label={translate(itemLabel, { index: shown })}>
              <CardContent sx={{ pb: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="subtitle2">{translate(itemLabel, { index: shown })}</Typography>
                  <SoftRemoveButton label={translate(removeLabel, { index: shown })} position={shown - 1} />
                </Box>
                {children}
              </CardContent>
            </Card>
          </SimpleFormIteratorItemBase>
        );
      })}
      {shown === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.property.form.noItems')}
        </Typography>
      )}
      <Box>
        <Button className={ADD_BUTTON_CLASS} startIcon={<AddIcon />} variant="outlined" size="small" onClick={() => add()}>
          {translate(addLabel)}
        </Button>
      </Box>
    </Stack>
  );
}

/** `position`: the item's place among those shown, where the keyboard goes once it is removed (focusAfterRemoval). */
function SoftRemoveButton({ label, position }: { label: string; position: number }) {
  const { index, remove } = useSimpleFormIteratorItem();
  const { source } = useSimpleFormIterator();
  const { getValues, setValue, trigger, formState } = useFormContext();

  const handleRemove = (event: MouseEvent<HTMLElement>) => {
    const list = event.currentTarget.closest('[data-iterator]');
    const item = getValues(`${source}.${index}`) as SubItem;
    if (item?._id) {
      setValue(`${source}.${index}.isDeleted`, true, { shouldDirty: true });
    } else {
      remove();
    }
    // The array's own rule ("at least one") depends on what is left; re-check it once the user has tried to save.
    if (formState.isSubmitted) void trigger(source);
    focusAfterRemoval(list, position);
  };

  return (
    <Tooltip title={label}>
      <IconButton className={REMOVE_BUTTON_CLASS} aria-label={label} onClick={handleRemove} color="warning" size="small">
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
