// The documents library (decision 0038): server-made PDFs from plain facts. No routes of its own:
// a feature that owns the facts reads them and calls a renderer (rental-money serves the receipt).
export { renderAgreementPdf, verifyUrlOf, type AgreementAcknowledgement, type AgreementFacts, type AgreementPhoto, type AgreementPriceLine } from './agreement.js';
export { renderReceiptPdf, type ReceiptFacts, type ReceiptRow } from './receipt.js';
