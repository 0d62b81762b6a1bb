// A drawn part the app removes before adopting it (decision 0052: a slot piece in the side filters,
// which a phone replaces by a sheet) must not keep the page inert. Its own file: the adopted marks
// are the module's, and this test counts them from none.
import { describe, expect, it } from 'vitest';
import { act, lazy, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DrawnPart, shellAdopted } from './adoption';

// On the client the side part's code never arrives: its drawing stays as drawn, never adopted.
const Never = lazy(() => new Promise<never>(() => undefined));

function Page({ browser }: { browser: boolean }) {
  const [side, setSide] = useState(true);
  useEffect(() => setSide(false), []);
  return (
    <main>
      <DrawnPart fallback={null}>
        <p>cars</p>
      </DrawnPart>
      {side && (
        <aside>
          <DrawnPart fallback={null}>{browser ? <Never /> : <p>filters</p>}</DrawnPart>
        </aside>
      )}
    </main>
  );
}

describe('adopting a drawn page', () => {
  it('comes alive when a drawn part is removed before it was adopted', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page browser={false} />);
    container.setAttribute('inert', '');
    document.body.append(container);
    expect(container.querySelectorAll('[data-adopted]')).toHaveLength(2);

    shellAdopted(container);
    await act(async () => {
      hydrateRoot(container, <Page browser />);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('aside')).toBeNull();
    expect(container.hasAttribute('inert')).toBe(false);
  });
});
