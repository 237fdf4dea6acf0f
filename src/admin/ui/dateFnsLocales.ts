import { enIN, fr, ro, zhCN } from 'date-fns/locale';
import type { Locale } from 'date-fns';

/** date-fns locales of the four interface languages (English as used in India). */
export const dateFnsLocales: Record<string, Locale> = { en: enIN, fr, ro, zh: zhCN };
