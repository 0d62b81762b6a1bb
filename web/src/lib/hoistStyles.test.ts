import { describe, expect, it } from 'vitest';
import { hoistStyles } from './hoistStyles';

describe('hoistStyles', () => {
  it("takes the components' styles out of the markup into one element that names them, in order", () => {
    const html =
      '<style data-emotion="css 1a">.css-1a{color:red;}</style><div class="css-1a">' +
      '<style data-emotion="css 2b 3c">.css-2b{margin:0;}.css-3c{padding:0;}</style><p class="css-2b css-3c">x</p></div>';
    const { html: rest, styles } = hoistStyles(html);
    expect(rest).toBe('<div class="css-1a"><p class="css-2b css-3c">x</p></div>');
    expect(styles).toBe('<style data-drawn-styles="1a 2b 3c">.css-1a{color:red;}.css-2b{margin:0;}.css-3c{padding:0;}</style>');
  });

  it('puts global styles first, each its own element marked as moved, where Emotion puts them', () => {
    const html =
      '<style data-emotion="css-global g1">html{margin:0;}</style><style data-emotion="css 1a">.css-1a{}</style>' +
      '<style data-emotion="css-global g2">@keyframes k{}</style><style data-emotion="css-global g2">@keyframes k{}</style>' +
      '<style data-emotion="css 2b">.css-2b{}</style><span></span>';
    const { html: rest, styles } = hoistStyles(html);
    expect(rest).toBe('<span></span>');
    expect(styles).toBe(
      '<style data-emotion="css-global g1" data-s="">html{margin:0;}</style>' +
        '<style data-emotion="css-global g2" data-s="">@keyframes k{}</style><style data-emotion="css-global g2" data-s="">@keyframes k{}</style>' +
        '<style data-drawn-styles="1a 2b">.css-1a{}.css-2b{}</style>',
    );
  });

  it('leaves other style elements and markup without styles alone', () => {
    const html = '<div><style>.plain{}</style><p>text</p></div>';
    expect(hoistStyles(html)).toEqual({ html, styles: '' });
  });
});
