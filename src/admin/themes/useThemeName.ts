import { useStore } from 'react-admin';
import { DEFAULT_THEME, isThemeName, THEME_NAME_STORE_KEY, type ThemeName } from './themes';

/** The persisted colour preset; an unknown stored value falls back to the default preset. */
export function useThemeName(): [ThemeName, (name: ThemeName) => void] {
  const [stored, setStored] = useStore<string>(THEME_NAME_STORE_KEY, DEFAULT_THEME);
  return [isThemeName(stored) ? stored : DEFAULT_THEME, setStored];
}
