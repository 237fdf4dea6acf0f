import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { MAX_SEARCH } from '@shared/fields';
import { FILTERS_CLEARED_EVENT, listRootOf, SEARCH_KEY } from './listSearchBox';

const DEBOUNCE_MS = 500;

const kbdSx = {
  display: { xs: 'none', sm: 'inline-block' },
  minWidth: 20,
  px: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  color: 'text.secondary',
  fontFamily: 'monospace',
  fontSize: '0.8rem',
  lineHeight: '18px',
  textAlign: 'center',
} as const;

/**
 * The lists' free-text search box. It applies what is typed after a pause, like react-admin's SearchInput, but
 * owns its delay: react-admin's filter form applies a pending search even after the user has left the list (the
 * list stays mounted while the next view's code loads), which sent a user who typed and then clicked a row straight
 * back to the list. Here a pending search is dropped once the address is no longer the list's, and on unmount.
 */
export function ListSearchInput({ source = 'q' }: { source?: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const applied = typeof filterValues[source] === 'string' ? (filterValues[source] as string) : '';
  const [text, setText] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // (No window where the server renders a list page: prerender/listPage.tsx; nothing is typed there.)
  const listPath = useRef(typeof window === 'undefined' ? '' : window.location.pathname);
  const input = useRef<HTMLInputElement>(null);

  // A search applied elsewhere (the URL, a reset) shows in the box, unless the user is typing one.
  useEffect(() => {
    if (timer.current === undefined) setText(applied);
  }, [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // "/" goes to the search box, as on GitHub or Gmail, unless the user is typing somewhere.
  useEffect(() => {
    const goToSearch = (event: KeyboardEvent) => {
      if (event.key !== SEARCH_KEY || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.isContentEditable || target?.closest('input, textarea, select, [role="spinbutton"], [role="dialog"], [role="listbox"]')) return;
      // A popup menu (Columns, the language) may read "/" itself; the side menu does not, and after a page is
      // chosen there the focus stays on its entry: "/" did nothing, and the name typed next went nowhere (audit 32-O).
      if (target?.closest('[role="menu"]') && target.closest('.MuiPopover-root, .MuiPopper-root')) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', goToSearch);
    return () => document.removeEventListener('keydown', goToSearch);
  }, []);

  // A Clear filters of this list also drops what is typed and not yet applied.
  useEffect(() => {
    const list = input.current ? listRootOf(input.current) : null;
    if (!list) return;
    const drop = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      setText('');
    };
    list.addEventListener(FILTERS_CLEARED_EVENT, drop);
    return () => list.removeEventListener(FILTERS_CLEARED_EVENT, drop);
  }, []);

  // The filters as they are when the pause ends, not when the key was pressed: a status picked just before the
  // search was typed, and applied during its pause, was dropped by it.
  const latest = useRef({ filterValues, displayedFilters, setFilters });
  latest.current = { filterValues, displayedFilters, setFilters };
  const apply = (value: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (window.location.pathname !== listPath.current) return;
    const { [source]: _previous, ...others } = latest.current.filterValues;
    latest.current.setFilters(value.trim() === '' ? others : { ...others, [source]: value }, latest.current.displayedFilters);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), DEBOUNCE_MS);
  };

  const label = translate('ra.action.search');
  return (
    <TextField
      value={text}
      onChange={handleChange}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply(text);
        }
      }}
      placeholder={label}
      hiddenLabel
      size="small"
      variant="filled"
      sx={{ mt: 0, mb: '4px' }}
      inputRef={input}
      slotProps={{
        // The API's limit: a longer paste is cut here rather than refused by the server.
        htmlInput: { 'aria-label': label, maxLength: MAX_SEARCH, 'aria-keyshortcuts': SEARCH_KEY },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {text ? (
                <IconButton aria-label={translate('ra.action.clear_input_value')} size="small" onClick={() => { setText(''); apply(''); }}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              ) : (
                <>
                  <SearchIcon color="disabled" sx={{ display: { sm: 'none' } }} />
                  {/* Where there is a keyboard, the box says its shortcut. */}
                  <Box component="kbd" title={translate('app.filters.searchShortcut', { key: SEARCH_KEY })} sx={kbdSx}>
                    {SEARCH_KEY}
                  </Box>
                </>
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
