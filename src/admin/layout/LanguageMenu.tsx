import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLocales } from 'react-admin';
import { useChooseLocale } from './languageSwitch';
import { visuallyHidden } from '@admin/ui/visuallyHidden';

/** On a phone the button shows its icon only: the language's name took the page title's room ("Proper…"). */
const PHONE = '@media (max-width: 599.95px)';

/**
 * react-admin's LocalesMenuButton. A new language re-renders the page in place (useLocaleFollowingProvider): an
 * open form keeps its values, messages and tab, so there is nothing to ask.
 */
export function LanguageMenu() {
  const languages = useLocales();
  const [locale, chooseLocale] = useChooseLocale();
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
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={{ [PHONE]: { minWidth: 40, '& .MuiButton-startIcon': { m: 0 }, '& .MuiButton-endIcon': { display: 'none' } } }}
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
