import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { KeptDrawing } from './keptDrawing';

describe('a drawn part kept as drawn while the page is adopted', () => {
  const clicked = vi.fn();
  const page = (
    <main>
      <h1>search</h1>
      <KeptDrawing name="filters">
        <button type="button" onClick={clicked}>Toyota</button>
      </KeptDrawing>
    </main>
  );

  it('is drawn by the server, kept by the browser as it is without being adopted, and without an error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.querySelector('[data-kept="filters"] button')?.textContent).toBe('Toyota');
    document.body.append(container);

    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('search');
    // The drawn elements are still there, but not live: the screen replaces or drops them.
    const button = container.querySelector<HTMLButtonElement>('[data-kept="filters"] button')!;
    expect(button.textContent).toBe('Toyota');
    button.click();
    expect(clicked).not.toHaveBeenCalled();
    container.remove();
  });

  it('draws its children live in a page the browser draws itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(page);
    });
    container.querySelector<HTMLButtonElement>('[data-kept="filters"] button')!.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
