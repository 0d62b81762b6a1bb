import { afterEach, describe, expect, it } from 'vitest';
import { initialLocale } from './store';

const clearCookie = () => (document.cookie = 'locale=; path=/; max-age=0');

describe('the first language of the app', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookie();
  });

  it('is the one stored on this device, before the cookie', () => {
    localStorage.setItem('locale', 'en');
    document.cookie = 'locale=ur; path=/';
    expect(initialLocale()).toBe('en');
  });

  it('is the cookie the server drew the page by when nothing is stored', () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'locale=ur; path=/';
    expect(initialLocale()).toBe('ur');
  });

  it("is the browser's when neither says, and ignores a cookie that is no language", () => {
    document.cookie = 'locale=xx; path=/';
    expect(initialLocale()).toBe('en');
  });
});
