import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useLocales, useTheme, useTranslate } from 'react-admin';
import { useChooseLocale } from '@admin/layout/languageSwitch';
import { isThemeName, themeNames, themeSwatch, type ThemeName } from '@admin/themes/themes';
import { useThemeName } from '@admin/themes/useThemeName';

/** Language, colour preset and light/dark mode; each choice is stored (react-admin store) and applies at once. */
export function PreferencesForm() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, chooseLocale] = useChooseLocale();
  const [themeName, setThemeName] = useThemeName();
  const [mode, setMode] = useTheme();
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography color="text.secondary">{translate('app.settings.hint')}</Typography>
      <TextField
        select
        label={translate('app.settings.language')}
        value={locale}
        onChange={(event) => void chooseLocale(event.target.value)}
        variant="outlined"
        sx={{ maxWidth: 320 }}
      >
        {locales.map((l) => (
          <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
            {l.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="theme-preset-label">{translate('app.settings.theme')}</FormLabel>
        <RadioGroup
          aria-labelledby="theme-preset-label"
          value={themeName}
          onChange={(event) => isThemeName(event.target.value) && setThemeName(event.target.value)}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}
        >
          {themeNames.map((name) => (
            <FormControlLabel key={name} value={name} control={<Radio />} label={<PresetLabel name={name} />} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="theme-mode-label">{translate('app.settings.mode')}</FormLabel>
        <RadioGroup row aria-labelledby="theme-mode-label" value={mode} onChange={(event) => setMode(event.target.value === 'dark' ? 'dark' : 'light')}>
          <FormControlLabel value="light" control={<Radio />} label={<ModeLabel icon={<LightModeIcon fontSize="small" />} text={translate('app.settings.light')} />} />
          <FormControlLabel value="dark" control={<Radio />} label={<ModeLabel icon={<DarkModeIcon fontSize="small" />} text={translate('app.settings.dark')} />} />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}

function ModeLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {icon}
      <span>{text}</span>
    </Stack>
  );
}

function PresetLabel({ name }: { name: ThemeName }) {
  const translate = useTranslate();
  const { primary, secondary } = themeSwatch(name);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ display: 'flex', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <Box sx={{ width: 14, height: 20, bgcolor: primary }} />
        <Box sx={{ width: 14, height: 20, bgcolor: secondary }} />
      </Box>
      <span>{translate(`app.themes.${name}`)}</span>
    </Stack>
  );
}
