// Waits for something a background worker does (a job, a mail, a refund): probes until it answers,
// then gives the answer. The bound only stops a test that would wait for ever; it is generous
// because a loaded machine runs the workers late, and a test asserts what happens, not how fast.
export async function eventually<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
