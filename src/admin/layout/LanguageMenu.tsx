import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLocales, useLocaleState } from 'react-admin';
import { useConfirmLeavingOpenForm } from '@admin/forms/useConfirmLeavingOpenForm';

/**
 * react-admin's LocalesMenuButton, asking first when a form with unsaved changes is open: a new language remounts
 * the whole admin (react-admin keys its i18n context by locale), which dropped the typed values without a word.
 */
export function LanguageMenu() {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const confirmLeaving = useConfirmLeavingOpenForm();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (next: string) => {
    setAnchor(null);
    if (next === locale) return;
    if (confirmLeaving()) setLocale(next);
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
      >
        {languages.find((language) => language.locale === locale)?.name ?? ''}
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
