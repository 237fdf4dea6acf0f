/**
 * react-admin's ToggleThemeButton, saying whether dark mode is on: `aria-pressed`. Its name stays the same in both
 * modes, so a screen reader could not tell which one it had just switched to (audit).
 */
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { IconButton, Tooltip, useMediaQuery } from '@mui/material';
import { useTheme, useThemesContext, useTranslate } from 'react-admin';

export function ThemeModeButton() {
  const translate = useTranslate();
  const { darkTheme, defaultTheme } = useThemesContext();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [theme, setTheme] = useTheme(defaultTheme || (prefersDark && darkTheme ? 'dark' : 'light'));
  const dark = theme === 'dark';
  const name = translate('ra.action.toggle_theme', { _: 'Toggle Theme' });
  return (
    <Tooltip title={name} enterDelay={300}>
      <IconButton color="inherit" aria-label={name} aria-pressed={dark} onClick={() => setTheme(dark ? 'light' : 'dark')}>
        {dark ? <Brightness7Icon /> : <Brightness4Icon />}
      </IconButton>
    </Tooltip>
  );
}
