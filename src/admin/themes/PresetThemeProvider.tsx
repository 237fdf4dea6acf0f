import { CssBaseline, useMediaQuery } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useStore } from 'react-admin';
import { themes } from './themes';
import { useThemeName } from './useThemeName';

/**
 * The stored preset and mode applied outside <Admin> (the stand-alone login page). Inside <Admin>,
 * react-admin's own ThemeProvider does this from the same store keys.
 */
export function PresetThemeProvider({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [mode] = useStore<'light' | 'dark'>('theme', prefersDark ? 'dark' : 'light');
  const [themeName] = useThemeName();
  const theme = useMemo(() => createTheme(themes[themeName][mode === 'dark' ? 'dark' : 'light']), [themeName, mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
