/**
 * The rich-text toolbar of our forms: ra-input-rich-text's own buttons, with its heading select replaced. The
 * library's select is a list item inside a `nav` (invalid markup) whose accessible name, "Current level", hides
 * the style it shows ("Normal"): two serious axe findings, and its texts are not translated outside English.
 * Ours is a menu button named "Text style: Normal", in the admin's language. Its link and image buttons are
 * replaced too: they asked with window.prompt (see LinkDialogButton and ImageDialogButton).
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, Button, Menu, MenuItem } from '@mui/material';
// The heading and paragraph extensions declare the setHeading / setParagraph commands used below.
import type {} from '@tiptap/extension-heading';
import type {} from '@tiptap/extension-paragraph';
import { useEditorState } from '@tiptap/react';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ImageDialogButton } from './ImageDialogButton';
import { LinkDialogButton } from './LinkDialogButton';
import { useRovingToolbar } from './useRovingToolbar';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
/** null: a paragraph. */
const textStyles: (Level | null)[] = [null, 1, 2, 3, 4, 5, 6];

export function TextStyleSelect() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = useEditorState({
    editor,
    selector: ({ editor: e }) => textStyles.find((level) => (level === null ? e?.isActive('paragraph') : e?.isActive('heading', { level }))) ?? null,
  });
  const nameOf = (level: Level | null) => (level === null ? translate('app.richText.normal') : translate('app.richText.heading', { level }));
  const choose = (level: Level | null) => {
    setAnchor(null);
    const chain = editor.chain().focus();
    (level === null ? chain.setParagraph() : chain.setHeading({ level })).run();
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`${translate('app.richText.textStyle')}: ${nameOf(current)}`}
        sx={{ textTransform: 'none', minWidth: 120, justifyContent: 'space-between' }}
      >
        {nameOf(current)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {textStyles.map((level) => (
          <MenuItem key={level ?? 0} selected={level === current} onClick={() => choose(level)}>
            {nameOf(level)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function RichTextToolbar() {
  const translate = useTranslate();
  const toolbar = useRef<HTMLDivElement>(null);
  useRovingToolbar(toolbar);
  return (
    <Box ref={toolbar} role="toolbar" aria-label={translate('app.richText.toolbar')}>
      <RichTextInputToolbar>
        <TextStyleSelect />
        <FormatButtons />
        <ColorButtons />
        <AlignmentButtons />
        <ListButtons />
        <LinkDialogButton />
        <ImageDialogButton />
        <QuoteButtons />
        <ClearButtons />
      </RichTextInputToolbar>
    </Box>
  );
}
