// Urdu in a real browser: a first visit from an Urdu browser gets the whole app right to left
// (document, header, drawer), the switch goes to English and back and is remembered, and the pages
// are axe-clean in Urdu. Texts are taken from the catalogs, so the test reads what users read.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { en } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { DESKTOP, PHONE, expectNoA11yViolations, launchBrowser, newPage, screenshot } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const documentDirection = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('Urdu, right to left', () => {
  it('follows an Urdu browser on the first visit and mirrors the header and the drawer on a phone', async () => {
    const { page, context } = await newPage(browser, baseUrl, PHONE, 'ur-PK');
    await page.goto('/');
    await page.getByRole('link', { name: ur['layout.homeLink'] }).waitFor();
    expect(await documentDirection(page)).toEqual({ lang: 'ur', dir: 'rtl' });

    // Mirrored: the menu button sits at the right edge, the logo right of centre.
    const menu = await page.getByRole('button', { name: ur['layout.openMenu'] }).boundingBox();
    expect(menu!.x).toBeGreaterThan(PHONE.width / 2);
    // The Urdu font is in use for Urdu text.
    const font = await page.getByRole('contentinfo').evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toContain('Noto Nastaliq Urdu');
    await screenshot(page, 'urdu-home-390');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: ur['layout.openMenu'] }).click();
    const drawer = page.getByRole('dialog', { name: ur['layout.menuLabel'] });
    await drawer.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const box = await drawer.boundingBox();
    // The drawer comes from the right.
    expect(Math.round(box!.x + box!.width)).toBe(PHONE.width);
    expect(box!.x).toBeGreaterThan(0);
    await expect(drawer.getByRole('link', { name: ur['layout.nav.searchCars'] }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'urdu-drawer-390');
    await expectNoA11yViolations(page);
    await context.close();
  });

  it('switches to English and back, remembering the choice on this device', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP, 'ur-PK');
    await page.goto('/cars');
    await page.getByRole('link', { name: ur['layout.nav.searchCars'] }).first().waitFor();
    await screenshot(page, 'urdu-cars-1280');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: ur['layout.language.switchTo'] }).click();
    await page.getByRole('link', { name: en['layout.nav.searchCars'] }).first().waitFor();
    expect(await documentDirection(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.reload();
    await page.getByRole('link', { name: en['layout.nav.searchCars'] }).first().waitFor();
    expect(await documentDirection(page)).toEqual({ lang: 'en', dir: 'ltr' });

    await page.getByRole('button', { name: en['layout.language.switchTo'] }).click();
    await page.getByRole('link', { name: ur['layout.nav.searchCars'] }).first().waitFor();
    expect(await documentDirection(page)).toEqual({ lang: 'ur', dir: 'rtl' });
    await context.close();
  });
});
