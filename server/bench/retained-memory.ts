// What a value built by `make` keeps in memory: the heap and the typed arrays' buffers (which live
// outside the heap) after a full garbage collection, before and after, with the value still held.
// The collector is reached through V8's flag at run time, so the bench needs no node option.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

function settled() {
  collect();
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heapUsed, arrayBuffers };
}

export async function measureRetained<T>(make: () => Promise<T>): Promise<{ value: T; heapBytes: number; arrayBufferBytes: number }> {
  const before = settled();
  const value = await make();
  const after = settled();
  return { value, heapBytes: after.heapUsed - before.heapUsed, arrayBufferBytes: after.arrayBuffers - before.arrayBuffers };
}
