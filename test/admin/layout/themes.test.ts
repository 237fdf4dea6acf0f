import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { themeNames, themes } from '@admin/themes/themes';

describe('theme presets', () => {
  it('offers default and theme1..theme8, each in light and dark', () => {
    expect(themeNames).toEqual(['default', 'theme1', 'theme2', 'theme3', 'theme4', 'theme5', 'theme6', 'theme7', 'theme8']);
    for (const name of themeNames) {
      expect(createTheme(themes[name].light).palette.mode).toBe('light');
      expect(createTheme(themes[name].dark).palette.mode).toBe('dark');
    }
  });

  it('uses the spec breakpoints, a Telugu-capable font and the 260 px drawer in every variant', () => {
    for (const name of themeNames) {
      for (const options of [themes[name].light, themes[name].dark]) {
        const theme = createTheme(options);
        expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 768, md: 1024, lg: 1530, xl: 1536 });
        expect(theme.typography.fontFamily).toContain('"Noto Sans Telugu"');
        expect(options.sidebar?.width).toBe(260);
      }
    }
  });

  it('gives each preset its own primary colour', () => {
    const primaries = themeNames.map((name) => createTheme(themes[name].light).palette.primary.main);
    expect(new Set(primaries).size).toBe(themeNames.length);
  });
});
