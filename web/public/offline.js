// The offline page's behaviour (no inline script: the Content-Security-Policy forbids one): it shows
// the reader's chosen language and makes "Try again" reload the page.
(() => {
  let locale = 'en';
  try {
    if (localStorage.getItem('locale') === 'ur') locale = 'ur';
  } catch {
    // Storage unavailable: English.
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ur' ? 'rtl' : 'ltr';
  for (const main of document.querySelectorAll('main[lang]')) main.hidden = main.lang !== locale;
  const title = document.querySelector(`main[lang="${locale}"] h1`);
  if (title) document.title = `${title.textContent} — RentWheels`;
  for (const button of document.querySelectorAll('[data-retry]')) button.addEventListener('click', () => location.reload());
})();
