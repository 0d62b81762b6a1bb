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
  'texting.reminder.pickup_24h': 'RentWheels yaad dehani: kal {start} par {service} se {car} leni hai. Apna CNIC aur driving licence saath layen. Tafseel: {link}',
  'texting.reminder.pickup_2h': 'RentWheels yaad dehani: {service} se {car} lene ka waqt {start} hai, taqreeban do ghante baad. Tafseel: {link}',
  'texting.reminder.return': 'RentWheels yaad dehani: baraye meharbani {car} {end} tak {service} ko wapas karen. Tafseel: {link}',
  'texting.deposit_returned': 'RentWheels: {service} ne {car} ke liye aap ki {amount} ki zamanat wapas kar di. Hisaab: {link}',
  'texting.messages_digest': 'RentWheels: {car} ki aap ki booking ke baare mein {count, plural, one {aik naya paigham} other {# naye paighamat}}. Parhen aur jawab den: {link}',
};

const translate = createTranslator<TextKey>('en', roman, en);

/** A text in Roman Urdu (dates and numbers as in English). */
export const sayRoman = (key: TextKey, values: Record<string, string | number>) => translate(key, values);
