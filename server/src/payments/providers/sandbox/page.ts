// Server-rendered pages of the sandbox hosted checkout. Plain HTML and one stylesheet inline (the
// app's CSP allows inline styles, not inline scripts); the form posts back to the same page. In the
// payer's language (the request's): Urdu pages are right to left, card numbers stay left to right.
import { readdirSync } from 'node:fs';
import { formatPrice, localeDirection, type Locale } from '@carrental/shared';
import { say } from '../../../http/locale.js';
import { webDistDir } from '../../../http/web.js';
import type { CardDetails, CardErrors, CheckoutKey, SandboxSessionRow } from './adapter.js';
import { escapeHtml as esc } from '../../../http/html.js';


const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1f36;background:#f6f9fc;line-height:1.4}
.page{min-height:100vh;display:flex;flex-wrap:wrap}
.summary{flex:1 1 360px;background:#0a2540;color:#fff;padding:48px 8vw 32px}
.summary .merchant{display:flex;align-items:center;gap:10px;font-weight:600;font-size:15px}
.logo{width:28px;height:28px;border-radius:6px;background:#635bff;display:inline-flex;align-items:center;justify-content:center;font-weight:700}
.badge{margin-left:8px;font-size:11px;font-weight:700;letter-spacing:.04em;background:#ffd848;color:#5c4600;border-radius:4px;padding:2px 6px;text-transform:uppercase}
.summary .label{margin:40px 0 4px;color:#adbdcc;font-size:15px}
.amount{font-size:36px;font-weight:700;margin:0}
.item{margin-top:24px;padding-top:16px;border-top:1px solid #2c4a68;display:flex;justify-content:space-between;gap:16px;font-size:14px}
.item span:first-child{color:#e3e8ee}
.back{display:inline-block;margin-top:40px;color:#c9d6e2;font-size:14px;text-decoration:none}
.back:hover,.back:focus{color:#fff;text-decoration:underline}
.pay{flex:1 1 420px;padding:48px 8vw 32px;background:#fff}
.pay h1{font-size:20px;margin:0 0 24px}
label{display:block;font-size:14px;font-weight:500;color:#30313d;margin:16px 0 6px}
input{width:100%;font-size:16px;padding:11px 12px;border:1px solid #d5dbe1;border-radius:6px;color:#1a1f36;background:#fff}
input:focus{outline:2px solid #635bff;outline-offset:0;border-color:#635bff}
input[aria-invalid=true]{border-color:#c0123c}
.row{display:flex;gap:12px}.row>div{flex:1}
.field-error{color:#c0123c;font-size:13px;margin:4px 0 0}
.alert{background:#fff0f2;border:1px solid #f5c2cc;color:#8a0b2b;border-radius:6px;padding:12px;margin:0 0 8px;font-size:14px}
button{margin-top:24px;width:100%;padding:13px;font-size:16px;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;cursor:pointer}
button:hover,button:focus{background:#4b45c6}
button:focus-visible{outline:3px solid #1a1f36;outline-offset:2px}
.hint{margin-top:20px;font-size:13px;color:#545969;background:#f6f8fa;border-radius:6px;padding:10px 12px}
.foot{margin-top:24px;font-size:12px;color:#6a7383;text-align:center}
.state{max-width:520px;margin:12vh auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 12px rgba(10,37,64,.08)}
.state h1{font-size:22px;margin:0 0 12px}
.state a{color:#635bff;font-weight:600}
`;

let urduFonts: string | null = null;
/**
 * The Nastaliq font the web app ships (its built files, served under /assets), so Urdu reads the
 * same here as in the app whatever fonts the device has. Nothing when the web app is not built.
 */
function urduFontStyle() {
  if (urduFonts === null) {
    let files: string[] = [];
    try {
      files = readdirSync(`${webDistDir}assets`);
    } catch {
      // no built web app: the device's own fonts
    }
    // One variable file holds every weight (decision 0054).
    urduFonts = files
      .filter((f) => f.startsWith('noto-nastaliq-urdu-wght-') && f.endsWith('.woff2'))
      .map((file) => `@font-face{font-family:"Noto Nastaliq Urdu";font-weight:400 700;font-display:swap;src:url(/assets/${file}) format("woff2")}`)
      .join('');
  }
  return `${urduFonts}body{font-family:"Noto Nastaliq Urdu",-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:2}`;
}

function layout(locale: Locale, title: string, body: string) {
  const dir = locale === 'en' ? '' : ` dir="${localeDirection(locale)}"`;
  const style = locale === 'ur' ? STYLE + urduFontStyle() : STYLE;
  return `<!doctype html>
<html lang="${locale}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${style}</style></head>
<body>${body}</body></html>`;
}

export interface CheckoutFormState {
  values?: Partial<CardDetails>;
  message?: CheckoutKey;
  fields?: CardErrors;
}

function input(locale: Locale, name: keyof CardDetails, label: CheckoutKey, state: CheckoutFormState, attrs: string) {
  const key = state.fields?.[name];
  const error = key && say(locale, key);
  // Card numbers, dates and codes read left to right in Urdu too.
  if (locale !== 'en' && name !== 'name') attrs += ' dir="ltr"';
  const value = name === 'cvc' ? '' : (state.values?.[name] ?? '');
  const describedBy = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div><label for="${name}">${esc(say(locale, label))}</label>
<input id="${name}" name="${name}" value="${esc(value)}" required ${attrs}${describedBy}>
${error ? `<p class="field-error" id="${name}-error">${esc(error)}</p>` : ''}</div>`;
}

export function renderCheckoutPage(locale: Locale, session: SandboxSessionRow, state: CheckoutFormState = {}) {
  const t = (key: CheckoutKey, values?: Record<string, string>) => say(locale, key, values);
  const amount = formatPrice(locale, session.amount);
  const [car, dates] = session.description.split(' · ');
  const body = `<main class="page">
<section class="summary" aria-label="${esc(t('checkout.orderSummary'))}">
  <div class="merchant"><span class="logo" aria-hidden="true">R</span>RentWheels<span class="badge">${esc(t('checkout.testMode'))}</span></div>
  <p class="label">${esc(t('checkout.payRentWheels'))}</p>
  <p class="amount">${esc(amount)}</p>
  <div class="item"><span${locale === 'en' ? '' : ' dir="ltr"'}>${esc(car ?? t('checkout.carRental'))}${dates ? `<br><small>${esc(dates)}</small>` : ''}</span><span>${esc(amount)}</span></div>
  <a class="back" href="${esc(session.cancelUrl)}">${locale === 'ur' ? '&rarr;' : '&larr;'} ${esc(t('checkout.back'))}</a>
</section>
<section class="pay">
  <h1>${esc(t('checkout.payWithCard'))}</h1>
  ${state.message ? `<div class="alert" role="alert">${esc(t(state.message))}</div>` : ''}
  <form method="post" action="/checkout/sandbox/${esc(session.id)}" novalidate>
    ${input(locale, 'cardNumber', 'checkout.cardNumber', state, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"')}
    <div class="row">
      ${input(locale, 'expiry', 'checkout.expiry', state, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"')}
      ${input(locale, 'cvc', 'checkout.cvc', state, 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4"')}
    </div>
    ${input(locale, 'name', 'checkout.nameOnCard', state, 'autocomplete="cc-name" maxlength="100"')}
    <button type="submit">${esc(t('checkout.pay', { amount }))}</button>
  </form>
  <p class="hint">${esc(t('checkout.hint'))}</p>
  <p class="foot">${esc(t('checkout.expiresNote'))}</p>
</section>
</main>`;
  return layout(locale, t('checkout.pageTitle', { amount }), body);
}

export function renderStatePage(locale: Locale, title: CheckoutKey, text: CheckoutKey, link?: { href: string; label: CheckoutKey }) {
  const t = (key: CheckoutKey, values?: Record<string, string>) => say(locale, key, values);
  const body = `<main class="state"><h1>${esc(t(title))}</h1><p>${esc(t(text))}</p>${
    link ? `<p><a href="${esc(link.href)}">${esc(t(link.label))}</a></p>` : ''
  }</main>`;
  return layout(locale, t('checkout.stateTitle', { title: t(title) }), body);
}
