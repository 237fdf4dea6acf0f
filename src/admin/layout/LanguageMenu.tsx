import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLocales, useLocaleState } from 'react-admin';
import { carryOpenFormAcrossRemount } from '@admin/forms/sessionDraft';
import { visuallyHidden } from '@admin/ui/visuallyHidden';

/** On a phone the button shows its icon only: the language's name took the page title's room ("Proper…"). */
const PHONE = '@media (max-width: 599.95px)';

/**
 * react-admin's LocalesMenuButton, keeping what the open form holds: a new language remounts the whole admin
 * (react-admin keys its i18n context by locale), which dropped the typed values without a word. The form's values
 * are carried across (sessionDraft.ts), so there is nothing to ask.
 */
export function LanguageMenu() {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (next: string) => {
    setAnchor(null);
    if (next === locale) return;
    carryOpenFormAcrossRemount();
    setLocale(next);
  };

  return (
    <span>
      <Button
        color="inherit"
        variant="text"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={{ [PHONE]: { minWidth: 0, '& .MuiButton-startIcon': { m: 0 }, '& .MuiButton-endIcon': { display: 'none' } } }}
      >
        <Box component="span" sx={{ [PHONE]: visuallyHidden }}>
          {languages.find((language) => language.locale === locale)?.name ?? ''}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem key={language.locale} onClick={() => choose(language.locale)} selected={language.locale === locale}>
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </span>
  );
}
