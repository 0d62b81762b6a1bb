// Material UI mirrored for right-to-left languages: an Emotion cache whose styles pass through the
// RTL plugin. Imported on demand (LocaleRoot), so only Urdu readers download the plugin.
import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

export const rtlCache = (): EmotionCache => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
