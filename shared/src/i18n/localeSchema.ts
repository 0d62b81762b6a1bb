// The account's language as the API takes and answers it.
import { z } from 'zod';
import { errorText } from './errorText.js';
import { LOCALES } from './locale.js';

/** 'en' or 'ur' (issue 18). */
export const localeSchema = z.enum(LOCALES, { error: errorText('errors.field.locale') });
