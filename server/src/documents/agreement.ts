// The rental agreement as a PDF (issue 31, decision 0038): plain facts in, a document out, in the
// reader's language first and the other after it, each section complete on its own.
import { composeCarName, formatNumber, type CancellationPolicy, type CarMake, type Locale, type LocalText, type TripMode, type TripTerms } from '@carrental/shared';
import { drawQr, languagesFor, openDocument, sectionWords, thumbnail, type Words } from './document.js';
import { directionOf, type PageWriter } from './writer.js';

export interface AgreementPriceLine {
  /** The catalog text of the line (a booking's stored price lines carry it), said in each language. */
  text?: LocalText;
  /** English label, used when the line has no catalog text. */
  label: string;
  amount: number;
}

export interface AgreementPhoto {
  /** What the photo shows ("front", "odometer", a damage note); shown under it as given. */
  caption: string;
  /** JPEG or PNG bytes (anything sharp reads is accepted and made a small JPEG). */
  image: Buffer;
}

export interface AgreementAcknowledgement {
  who: 'renter' | 'vendor';
  name: string;
  /** An instant (ISO text with Z or an offset), shown in the marketplace's zone. */
  at: string;
  how: 'code' | 'app' | 'agent';
}

/** Everything an agreement says. Plain values: the caller reads them from its own records. */
export interface AgreementFacts {
  agreementId: string;
  bookingId: string;
  /** The app's public address; the QR code opens `${publicUrl}/agreements/{id}/verify`. */
  publicUrl: string;
  /** Hex SHA-256 of the sealed check-in record this agreement prints. */
  contentSha256: string;
  /** When the agreement was made (an instant). */
  issuedAt: string;
  renter: { name: string; cnic: string; licenceNumber: string | null; licenceExpiry: string | null; phone: string };
  vendor: { businessName: string; address: string; phone: string };
  car: { make: CarMake; customMake?: string | null; model: string; year: number; colour: string; registration: string };
  trip: { mode: TripMode; destination: string | null; start: string; end: string };
  price: { lines: AgreementPriceLine[]; total: number; paidSoFar: number; deposit: number };
  rules: Pick<TripTerms, 'kmPerDay' | 'extraKmRate' | 'fuelPolicy' | 'fuelEighthPrice' | 'outOfCity' | 'outOfCitySurchargePerDay' | 'lateGraceMinutes' | 'lateHourlyRate' | 'lateFullDayAfterHours'> & {
    cancellationPolicy: CancellationPolicy;
    /** The most the renter pays for damage not recorded at check-in; null = no limit stated. */
    damageExcess: number | null;
  };
  checkIn: {
    odometerKm: number;
    fuelEighths: number;
    damages: { note: string }[];
    notes: string;
    photos: AgreementPhoto[];
  };
  acknowledgements: AgreementAcknowledgement[];
}

export const verifyUrlOf = (facts: Pick<AgreementFacts, 'publicUrl' | 'agreementId'>) => `${facts.publicUrl.replace(/\/+$/, '')}/agreements/${encodeURIComponent(facts.agreementId)}/verify`;

const PHOTOS_PER_ROW = 4;

async function section(writer: PageWriter, facts: AgreementFacts, w: Words, thumbs: (Buffer | null)[], last: boolean) {
  const { t } = w;
  const verifyUrl = verifyUrlOf(facts);
  // Header: title and numbers beside the QR code (on the side the reading starts from stays text).
  const qrSize = 78;
  const top = writer.y;
  const rtl = w.dir === 'rtl';
  drawQr(writer, verifyUrl, rtl ? writer.box.left : writer.box.right - qrSize, top, qrSize);
  const textWidth = writer.width - qrSize - 12;
  const textX = rtl ? writer.box.left + qrSize + 12 : writer.box.left;
  for (const [text, style] of [
    [t('documents.agreement.title'), w.title],
    [t('documents.agreement.number', { id: w.ltr(facts.agreementId) }), w.body],
    [t('documents.agreement.booking', { id: w.ltr(facts.bookingId) }), w.small],
    [t('documents.issued', { date: w.dateTime(facts.issuedAt) }), w.small],
  ] as const) {
    const block = writer.layout(text, style, textWidth);
    writer.draw(block, textX, writer.y, textWidth);
    writer.y += block.height + 1;
  }
  writer.y = Math.max(writer.y, top + qrSize) + 4;

  const heading = (key: Parameters<typeof t>[0]) => {
    writer.ensure(60);
    writer.rule(5);
    writer.paragraph(t(key), w.heading, 3);
  };
  const row = (label: string, value: string, strong = false) => writer.row(label, value, w.body, { strong });

  heading('documents.parties');
  writer.paragraph(t('documents.renter'), { ...w.body, bold: true });
  row(t('documents.name'), facts.renter.name);
  row(t('documents.cnic'), facts.renter.cnic);
  if (facts.renter.licenceNumber) row(t('documents.licence'), t('documents.licenceValue', { number: w.ltr(facts.renter.licenceNumber), date: facts.renter.licenceExpiry ? w.date(facts.renter.licenceExpiry) : '—' }));
  row(t('documents.phone'), facts.renter.phone);
  writer.paragraph(t('documents.vendor'), { ...w.body, bold: true });
  row(t('documents.business'), facts.vendor.businessName);
  row(t('documents.address'), facts.vendor.address);
  row(t('documents.phone'), facts.vendor.phone);

  heading('documents.car');
  row(t('documents.carName'), composeCarName({ make: facts.car.make, customMake: facts.car.customMake ?? '', model: facts.car.model, year: facts.car.year }));
  row(t('documents.colour'), facts.car.colour);
  row(t('documents.registration'), facts.car.registration, true);

  heading('documents.trip');
  row(t('documents.mode'), t(`documents.mode.${facts.trip.mode}`));
  row(t('documents.destination'), facts.trip.destination ?? t('documents.inCity'));
  row(t('documents.start'), w.dateTime(facts.trip.start));
  row(t('documents.end'), w.dateTime(facts.trip.end));

  heading('documents.price');
  for (const line of facts.price.lines) row(line.text ? w.say(line.text) : line.label, w.signed(line.amount));
  row(t('documents.total'), w.price(facts.price.total), true);
  row(t('documents.paid'), w.price(facts.price.paidSoFar));
  row(t('documents.due'), w.price(Math.max(0, facts.price.total - facts.price.paidSoFar)));
  row(t('documents.deposit'), w.price(facts.price.deposit));

  heading('documents.rules');
  const r = facts.rules;
  const rules = [
    r.kmPerDay === null ? t('documents.rule.kmUnlimited') : t('documents.rule.km', { km: r.kmPerDay, rate: w.price(r.extraKmRate) }),
    t(`documents.rule.fuel.${r.fuelPolicy}`, { price: w.price(r.fuelEighthPrice) }),
    t(`documents.rule.outOfCity.${r.outOfCity}`, { price: w.price(r.outOfCitySurchargePerDay) }),
    t('documents.rule.late', { grace: r.lateGraceMinutes, rate: w.price(r.lateHourlyRate), hours: r.lateFullDayAfterHours }),
    t(`documents.rule.cancellation.${r.cancellationPolicy}`),
    r.damageExcess === null ? t('documents.rule.damageNoLimit') : t('documents.rule.damage', { amount: w.price(r.damageExcess) }),
  ];
  for (const rule of rules) writer.paragraph(`• ${rule}`, w.body, 2);

  heading('documents.checkIn');
  row(t('documents.odometer'), t('documents.odometerValue', { km: w.ltr(formatNumber(w.locale, facts.checkIn.odometerKm)) }));
  row(t('documents.fuel'), t('documents.fuelValue', { eighths: facts.checkIn.fuelEighths }));
  writer.paragraph(t('documents.damages'), { ...w.body, bold: true }, 1);
  if (facts.checkIn.damages.length === 0) writer.paragraph(t('documents.noDamage'), w.body);
  // What people typed reads in its own direction (an English note stays left to right in Urdu).
  const typed = (text: string) => ({ ...w.body, dir: directionOf(text, w.dir) });
  facts.checkIn.damages.forEach((damage, i) => writer.paragraph(`${i + 1}. ${damage.note}`, typed(damage.note)));
  if (facts.checkIn.notes.trim()) {
    writer.paragraph(t('documents.notes'), { ...w.body, bold: true }, 1);
    writer.paragraph(facts.checkIn.notes, typed(facts.checkIn.notes));
  }
  if (facts.checkIn.photos.length > 0) {
    writer.paragraph(t('documents.photos'), { ...w.body, bold: true }, 3);
    photoGrid(writer, facts.checkIn.photos, thumbs, w);
  }

  heading('documents.acknowledgements');
  for (const ack of facts.acknowledgements) {
    writer.paragraph(t('documents.ack.line', { who: t(ack.who === 'renter' ? 'documents.renter' : 'documents.vendor'), name: w.ltr(ack.name), date: w.dateTime(ack.at), how: t(`documents.ack.${ack.how}`) }), w.body);
  }

  heading('documents.verify');
  writer.paragraph(t('documents.verifyHelp', { url: w.ltr(verifyUrl) }), w.body);
  writer.row(t('documents.fingerprint'), facts.contentSha256, w.small, { valueShare: 0.62 });
  if (!last) {
    writer.y += 6;
    writer.paragraph(t('documents.otherLanguageFollows'), w.small);
  }
}

function photoGrid(writer: PageWriter, photos: AgreementPhoto[], thumbs: (Buffer | null)[], w: Words) {
  const gap = 8;
  const cell = (writer.width - gap * (PHOTOS_PER_ROW - 1)) / PHOTOS_PER_ROW;
  const imageHeight = cell * 0.75;
  const { doc } = writer;
  for (let start = 0; start < photos.length; start += PHOTOS_PER_ROW) {
    const captions = photos.slice(start, start + PHOTOS_PER_ROW).map((p) => writer.layout(p.caption, w.small, cell));
    const rowHeight = imageHeight + 3 + Math.max(...captions.map((c) => c.height));
    writer.ensure(rowHeight);
    captions.forEach((caption, k) => {
      const i = start + k;
      // Photos fill the row from the side the section reads from.
      const slot = w.dir === 'rtl' ? PHOTOS_PER_ROW - 1 - k : k;
      const x = writer.box.left + slot * (cell + gap);
      const thumb = thumbs[i];
      doc.save().rect(x, writer.y, cell, imageHeight).lineWidth(0.5).strokeColor('#cccccc').stroke().restore();
      if (thumb) doc.image(thumb, x, writer.y, { fit: [cell, imageHeight], align: 'center', valign: 'center' });
      else writer.draw(writer.layout(w.t('documents.photoMissing'), w.small, cell), x, writer.y + imageHeight / 2 - 6, cell);
      writer.draw(caption, x, writer.y + imageHeight + 3, cell);
    });
    writer.y += rowHeight + gap;
  }
}

/** The agreement in `locale` first and the other language after it, as PDF bytes. */
export async function renderAgreementPdf(facts: AgreementFacts, locale: Locale): Promise<Buffer> {
  const thumbs = await Promise.all(facts.checkIn.photos.map((p) => thumbnail(p.image)));
  const { writer, finish } = await openDocument(`${sectionWords('en').t('documents.agreement.title')} ${facts.agreementId}`, locale);
  const languages = languagesFor(locale);
  for (const [i, language] of languages.entries()) {
    if (i > 0) writer.newPage();
    await section(writer, facts, sectionWords(language), thumbs, i === languages.length - 1);
  }
  return finish();
}
