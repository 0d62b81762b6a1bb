// A component whose code loads on first use, like React's `lazy`, that can also be loaded ahead:
// once `preload()` has resolved it draws at once instead of suspending. The server draws a page
// and the browser adopts that drawing only with every piece loaded (decision 0026).
import { createElement, lazy, type ComponentType } from 'react';

export type Preloadable<P extends object = object> = ComponentType<P> & {
  preload(): Promise<ComponentType<P>>;
  /** The name of its chunk (its module's file name): the export's name unless told. */
  screen: string;
};

export function preloadable<P extends object = object>(load: () => Promise<unknown>, name: string, chunk = name): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = async () => (loaded ??= ((await load()) as Record<string, ComponentType<P>>)[name]!);
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Component = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(Component, { preload, screen: chunk });
}
