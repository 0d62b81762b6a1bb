// Material UI mirrored for right-to-left languages: an Emotion cache whose styles pass through the
// RTL plugin. Imported on demand (LocaleRoot), so only Urdu readers download the plugin.
import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { COMMENT, DECLARATION, KEYFRAMES, RULESET, SUPPORTS, prefixer, type Element, type Middleware } from 'stylis';

// The plugin writes each rule out as text, runs it through CSSJanus's two dozen regular expressions
// and parses the answer back: on an Urdu page's first render that was the largest part of the time
// spent on styles. Most rules hold nothing CSSJanus changes, so a rule goes to it only when one of
// its declarations could be changed. The tests compare the two on every rule of the app's pages.

/** Four values that CSSJanus may reorder (margin, padding, border widths, colours and styles). */
const FOUR_PART = /(margin|padding|border-width|-color|border-style)$/;

/** Whether CSSJanus could change this declaration: a superset of what its expressions match. */
function mirrorable(property: string, value: string): boolean {
  const both = `${property}:${value}`.toLowerCase();
  if (/left|right|direction|resize|translate|shadow|`/.test(both)) return true;
  if (property.includes('border-radius')) return /\s|\//.test(value.trim());
  if (property.includes('background')) return value.includes('%');
  return FOUR_PART.test(property) && value.trim().split(/\s+/).length >= 4;
}

/** Whether a rule (with what it contains) has anything CSSJanus could change. */
export function needsMirroring(element: Element): boolean {
  if (element.type === COMMENT) return true;
  if (element.type === DECLARATION) return mirrorable(String(element.props), String(element.children));
  return Array.isArray(element.children) && element.children.some(needsMirroring);
}

/** The kinds of element the plugin rewrites (it leaves every other alone). */
const REWRITTEN = new Set([RULESET, KEYFRAMES, SUPPORTS]);

/** The RTL plugin, given only the rules it could change. */
export const mirror: Middleware = (element, index, children, callback) =>
  REWRITTEN.has(element.type) && needsMirroring(element) ? rtlPlugin(element, index, children, callback) : undefined;

export const rtlCache = (): EmotionCache => createCache({ key: 'muirtl', stylisPlugins: [prefixer, mirror] });
