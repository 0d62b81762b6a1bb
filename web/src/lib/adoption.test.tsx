import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DrawnPart, shellAdopted } from './adoption';

describe('adopting a drawn page', () => {
  it('keeps the page inert until every drawn part is adopted, not only the shell', async () => {
    const page = (
      <main>
        <h1>shell</h1>
        <DrawnPart fallback={null}>
          <p>part one</p>
        </DrawnPart>
        <DrawnPart fallback={null}>
          <p>part two</p>
        </DrawnPart>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    container.setAttribute('inert', '');
    document.body.append(container);

    // The shell alone is not enough: two parts are drawn and neither is adopted yet.
    shellAdopted(container);
    expect(container.hasAttribute('inert')).toBe(true);

    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(container.textContent).toContain('part two');
    expect(container.hasAttribute('inert')).toBe(false);
  });
});
