import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLocales, useTranslate } from 'react-admin';
import { useChooseLocale } from './languageSwitch';
import { visuallyHidden } from '@admin/ui/visuallyHidden';

/** On a phone the button shows its icon only: the language's name took the page title's room ("Proper…"). */
const PHONE = '@media (max-width: 599.95px)';

/**
 * react-admin's LocalesMenuButton. A new language re-renders the page in place (useLocaleFollowingProvider): an
 * open form keeps its values, messages and tab, so there is nothing to ask. For screen readers (audit): the button
 * says what it chooses ("Language: English", its visible text last), the languages are radio items of which the
 * current one is checked (it was only coloured), and each name is marked with its own language, so that "Français"
 * is not read with the English voice.
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, chooseLocale] = useChooseLocale();
  const current = languages.find((language) => language.locale === locale)?.name ?? '';
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (next: string) => {
    setAnchor(null);
    void chooseLocale(next);
  };

  return (
    <span>
      <Button
        color="inherit"
        variant="text"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-label={translate('app.appBar.language', { language: current })}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={{ [PHONE]: { minWidth: 40, '& .MuiButton-startIcon': { m: 0 }, '& .MuiButton-endIcon': { display: 'none' } } }}
      >
        <Box component="span" sx={{ [PHONE]: visuallyHidden }}>
          {current}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            role="menuitemradio"
            aria-checked={language.locale === locale}
            lang={language.locale}
            onClick={() => choose(language.locale)}
            selected={language.locale === locale}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </span>
  );
}
