import { ThemeProvider, type Theme } from '@mui/material/styles';
import { frFR, roRO, zhCN, type Localization } from '@mui/material/locale';
import { useCallback, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/**
 * MUI's Chinese locale has no Pagination texts: the page buttons' names come from our ListPagination, but the
 * pagination's own landmark stayed "pagination navigation" for screen readers.
 */
const zhWithPagination: Localization = {
  components: { ...zhCN.components, MuiPagination: { defaultProps: { 'aria-label': '分页导航' } } },
};

/** MUI's own texts in the interface languages; English is its default. */
const muiLocales: Record<string, Localization | undefined> = { fr: frFR, ro: roRO, zh: zhWithPagination };

/** The theme's component defaults with a language's texts added (defaultProps merged, nothing else touched). */
function withTexts(theme: Theme, texts: Localization): Theme {
  const components: Record<string, { defaultProps?: object }> = { ...(theme.components as Record<string, { defaultProps?: object }>) };
  for (const [name, entry] of Object.entries(texts.components ?? {}) as [string, { defaultProps?: object }][]) {
    components[name] = { ...components[name], defaultProps: { ...components[name]?.defaultProps, ...entry.defaultProps } };
  }
  return { ...theme, components } as Theme;
}

/**
 * MUI components' built-in texts in the admin's language: the chip inputs' (Autocomplete) Clear button, among
 * others, said "Clear" in every language. react-admin passes its own translated texts where it has them; those
 * props win over these defaults.
 */
export function MuiLocaleTexts({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const texts = muiLocales[locale];
  const theme = useCallback((outer: Theme) => (texts ? withTexts(outer, texts) : outer), [texts]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
