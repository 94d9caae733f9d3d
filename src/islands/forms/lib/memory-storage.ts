/** An in-memory Web Storage for tests; `failing` throws on every call (blocked or full storage). */
export function memoryStorage(failing = false) {
  const data = new Map<string, string>();
  const guard = () => {
    if (failing) throw new Error('QuotaExceededError');
  };
  return {
    data,
    getItem: (k: string) => {
      guard();
      return data.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      guard();
      data.set(k, v);
    },
    removeItem: (k: string) => {
      guard();
      data.delete(k);
    },
  };
}
