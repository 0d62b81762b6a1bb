import { describe, expect, it } from 'vitest';
import { MASK, maskContactDetails } from './messages.js';

describe('masking contact details before confirmation', () => {
  it.each([
    ['call 0300 1234567', `call ${MASK}`],
    ['ring +92-300-765-4321 now', `ring ${MASK} now`],
    ['whatsapp (0321) 555.66.77', `whatsapp (${MASK}`],
    ['mail me: Kamran.Ali+cars@example.pk!', `mail me: ${MASK}!`],
    ['03001234567', MASK],
  ])('masks %j', (text, masked) => {
    expect(maskContactDetails(text)).toBe(masked);
  });

  it.each(['Pick-up at 10:30 on 12/03', 'Total PKR 72,000 for 4 days', 'Plot 12, Block 5, Clifton', 'Corolla 2022'])('leaves %j alone', (text) => {
    expect(maskContactDetails(text)).toBe(text);
  });
});

// Issue 37 item 7: what a person reads as a phone number or an e-mail address is masked, in both
// scripts, however it is written; ordinary short numbers (prices, dates, times, days) are not.
describe('contact details written to slip past the mask', () => {
  it.each([
    // Digits of other scripts.
    ['Urdu digits', 'میرا نمبر ۰۳۰۰۱۲۳۴۵۶۷ ہے', `میرا نمبر ${MASK} ہے`],
    ['Arabic-Indic digits', 'call ٠٣٠٠١٢٣٤٥٦٧ today', `call ${MASK} today`],
    ['full-width digits', 'call ０３００１２３４５６７', `call ${MASK}`],
    // Digits spread out.
    ['digits with spaces', 'call 0 3 0 0 1 2 3 4 5 6 7 today', `call ${MASK} today`],
    ['digits with dots', 'number 0.3.0.0.1.2.3.4.5.6.7', `number ${MASK}`],
    ['digits with stars and slashes', 'number 0300*123/4567', `number ${MASK}`],
    ['digits with underscores and dashes', 'number 0_3_0_0-1_2_3-4_5_6_7 ok', `number ${MASK} ok`],
    ['digits with invisible spaces', 'number 0300\u200b123\u200b4567', `number ${MASK}`],
    // Digits as words.
    ['English words', 'call zero three zero zero one two three four five six seven', `call ${MASK}`],
    ['English words with double and oh', 'call oh three double zero, one two three, four five six seven', `call ${MASK}`],
    ['Roman Urdu words', 'mera number sifar teen sifar sifar aik do teen char paanch chay saat hai', `mera number ${MASK} hai`],
    ['Urdu words', 'میرا نمبر صفر تین صفر صفر ایک دو تین چار پانچ چھ سات ہے', `میرا نمبر ${MASK} ہے`],
    ['English words in Urdu script', 'نمبر زیرو تھری زیرو زیرو ون ٹو تھری فور فائیو سکس سیون', `نمبر ${MASK}`],
    ['words and digits mixed', 'call 0300 one two three 4567', `call ${MASK}`],
    ['words run together', 'call zerothreezerozero 1234567', `call ${MASK}`],
    // Country and mobile forms.
    ['+92 form', 'ring +92 300 1234567', `ring ${MASK}`],
    ['0092 form', 'ring 0092-300-1234567', `ring ${MASK}`],
    ['92 form without plus', 'ring 923001234567', `ring ${MASK}`],
    ['mobile without the leading 0', 'ring 300 1234567', `ring ${MASK}`],
    // WhatsApp links.
    ['wa.me link', 'whatsapp me: wa.me/923001234567 thanks', `whatsapp me: ${MASK} thanks`],
    ['WhatsApp invite link', 'join https://chat.whatsapp.com/AbCdEfGh12 please', `join ${MASK} please`],
    ['WhatsApp send link', 'api.whatsapp.com/send?phone=923001234567', MASK],
    // E-mail spelled out.
    ['e-mail with at and dot', 'write to kamran at gmail dot com', `write to ${MASK}`],
    ['e-mail with (at) and [dot]', 'write to kamran (at) gmail [dot] com', `write to ${MASK}`],
    ['e-mail with at the rate', 'write to kamran.ali at the rate yahoo dot com please', `write to ${MASK} please`],
    ['e-mail with spaced signs', 'write to kamran @ gmail . com', `write to ${MASK}`],
    ['e-mail with a spelled dot in the name', 'write to kamran dot ali at hotmail dot com', `write to ${MASK}`],
    ['e-mail at a provider without the ending', 'kamran at gmail', MASK],
    ['e-mail with @ and dot com spelled', 'kamran@gmail dot com', MASK],
    ['e-mail at a company', 'ali at rentals dot com dot pk', MASK],
    ['e-mail in Urdu words', 'ای میل kamran ایٹ gmail ڈاٹ com', `ای میل ${MASK}`],
  ])('masks %s', (_, text, masked) => {
    expect(maskContactDetails(text)).toBe(masked);
  });

  it.each([
    'PKR 5,000 per day for 2 days',
    'Total PKR 72,000 for 4 days, deposit Rs 10,000',
    'Pick-up 12/03/2025 10:30, return 15/03/2025 10:30',
    'From 2025-03-12 10:00 to 2025-03-15 18:00',
    'Corolla 2022 1300cc, 4 doors, 5 seats',
    'I will be at home at 5. Net price 6,000',
    'Meet me at the office at 10:30 am',
    'کرایہ ۵۰۰۰ روپے، ۲ دن',
    'ek din ke liye do gaari, no problem',
    'Do you have one with two seats? I can do it.',
    'Block 6, Phase 2, DHA, Karachi 75500',
  ])('leaves %j alone', (text) => {
    expect(maskContactDetails(text)).toBe(text);
  });
});
