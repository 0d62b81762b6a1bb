// The texts of the `texting` catalog in Roman Urdu (Urdu in Latin letters), for SMS and WhatsApp
// only, for those who choose it (issue 33). Kept beside the sender: the screens never use them.
import { createTranslator, en, type MessageKey } from '@carrental/shared';

type TextKey = Extract<MessageKey, `texting.${string}`>;

const roman: Record<TextKey, string> = {
  'texting.code': 'Aap ka RentWheels code {code} hai. Ye {minutes} minute mein khatam ho jaye ga. Ye code kisi ko na batayen.',
  'texting.handover.code': 'RentWheels: {car} ke {kind, select, check_in {check-in} other {check-out}} ka aap ka code {code} hai. Ye agent ko sirf tab den jab aap un ki likhi hui tafseel se muttafiq hon.',
  'texting.booking.created': 'RentWheels: aap ki {car} ke liye nayi darkhwast, {start} se {end} tak. Qubool karen ya tabdeeli tajweez karen: {link}',
  'texting.booking.accepted': 'RentWheels: {service} ne {start} se {car} ki aap ki booking qubool kar li. Tasdeeq ke liye payment karen: {link}',
  'texting.booking.suggestion_made': 'RentWheels: {service} ne {car} ki aap ki booking mein tabdeeliyan tajweez ki hain. Dekhen: {link}',
  'texting.booking.expired': 'RentWheels: {start} se {car} ke liye aap ki darkhwast jawab ke baghair khatam ho gayi. Doosri gaariyan dastiyab hain: {link}',
  'texting.booking.paid': 'RentWheels: aap ki booking ki tasdeeq ho gayi. {car}, gaari lene ka waqt {start}. Tafseel: {link}',
};

const translate = createTranslator<TextKey>('en', roman, en);

/** A text in Roman Urdu (dates and numbers as in English). */
export const sayRoman = (key: TextKey, values: Record<string, string | number>) => translate(key, values);
