// A booking's receipt as a PDF (issue 30, decision 0038): what the web receipt page shows (the
// trip, the parties, the stored price lines) with the booking's ledger rows, what was paid, what is
// due at pickup and the deposit held, in the reader's language first and the other after it.
import { composeCarName, type CarMake, type Locale, type MoneyMethod, type MoneyRowKind } from '@carrental/shared';
import { languagesFor, openDocument, sectionWords, type Words } from './document.js';
import type { AgreementPriceLine } from './agreement.js';
import type { PageWriter } from './writer.js';

export interface ReceiptRow {
  kind: MoneyRowKind;
  method: MoneyMethod;
  /** Positive; refunds and returns are shown as money going back. */
  amount: number;
  reference: string | null;
  /** An instant. */
  createdAt: string;
}

export interface ReceiptFacts {
  bookingId: string;
  issuedAt: string;
  car: { make: CarMake; customMake?: string | null; model: string; year: number };
  start: string;
  end: string;
  providerName: string;
  customerName: string;
  lines: AgreementPriceLine[];
  total: number;
  /** The booking's ledger rows the reader may see (not the platform's fee rows for a customer). */
  rows: ReceiptRow[];
  /** Rent received so far, what is still due at pickup, and the deposit held. */
  paid: number;
  dueAtPickup: number;
  depositHeld: number;
}

const OUTGOING: readonly MoneyRowKind[] = ['deposit_returned', 'refund', 'platform_fee'];

function section(writer: PageWriter, facts: ReceiptFacts, w: Words) {
  const { t } = w;
  const row = (label: string, value: string, strong = false) => writer.row(label, value, w.body, { strong });
  const heading = (text: string) => {
    writer.ensure(50);
    writer.rule(5);
    writer.paragraph(text, w.heading, 3);
  };
  writer.paragraph(t('documents.receipt.title'), w.title, 2);
  writer.paragraph(t('documents.agreement.booking', { id: w.ltr(facts.bookingId) }), w.body, 1);
  writer.paragraph(t('documents.issued', { date: w.dateTime(facts.issuedAt) }), w.small, 4);

  heading(t('documents.trip'));
  row(t('documents.car'), composeCarName({ make: facts.car.make, customMake: facts.car.customMake ?? '', model: facts.car.model, year: facts.car.year }));
  row(t('documents.start'), w.dateTime(facts.start));
  row(t('documents.end'), w.dateTime(facts.end));
  row(t('documents.receipt.provider'), facts.providerName);
  row(t('documents.receipt.customer'), facts.customerName);

  heading(t('documents.price'));
  for (const line of facts.lines) row(line.text ? w.say(line.text) : line.label, w.signed(line.amount));
  row(t('documents.total'), w.price(facts.total), true);

  heading(t('documents.receipt.payments'));
  if (facts.rows.length === 0) writer.paragraph(t('documents.receipt.noPayments'), w.body);
  for (const r of facts.rows) {
    const what = t('documents.receipt.row', { kind: t(`money.kind.${r.kind}`), method: t(`money.method.${r.method}`) });
    const label = `${w.date(r.createdAt)} · ${what}${r.reference ? ` · ${w.ltr(r.reference)}` : ''}`;
    row(label, w.signed(OUTGOING.includes(r.kind) ? -r.amount : r.amount));
  }
  writer.rule(4);
  row(t('documents.paid'), w.price(facts.paid), true);
  row(t('documents.receipt.dueAtPickup'), w.price(facts.dueAtPickup));
  row(t('documents.receipt.depositHeld'), w.price(facts.depositHeld));
}

/** The receipt in `locale` first and the other language after it, as PDF bytes. */
export async function renderReceiptPdf(facts: ReceiptFacts, locale: Locale): Promise<Buffer> {
  const { writer, finish } = await openDocument(`${sectionWords('en').t('documents.receipt.title')} ${facts.bookingId}`, locale);
  for (const [i, language] of languagesFor(locale).entries()) {
    if (i > 0) writer.newPage();
    section(writer, facts, sectionWords(language));
  }
  return finish();
}
